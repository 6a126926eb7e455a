import { Route, Routes } from 'react-router';
import { DashboardPage } from './dashboard/DashboardPage';
import { TournamentPage } from './detail/TournamentPage';
import { NewTournamentPage } from './form/NewTournamentPage';
import { RoundPage } from './rounds/RoundPage';

/** The tournaments section: its own routes under `/tournaments`. */
export default function TournamentsSection() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="new" element={<NewTournamentPage />} />
      <Route path=":tournamentId/rounds/:roundId" element={<RoundPage />} />
      <Route path=":tournamentId/:tab?" element={<TournamentPage />} />
    </Routes>
  );
}
