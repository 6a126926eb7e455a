// What other parts of the console use of ratings: the tournament's rated switch and the ratings
// the seeding editor shows. The section itself is loaded lazily from RatingsSection.
export { formatRating, useTournamentRatings } from './api';
export { RatedPanel } from './RatedPanel';
