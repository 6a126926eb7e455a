import { Route, Routes } from 'react-router';
import { LeaderboardPage } from './LeaderboardPage';
import { PlayerPage } from './PlayerPage';

/** The ratings section: a game's leaderboard and a player's page, under `/ratings`. */
export default function RatingsSection() {
  return (
    <Routes>
      <Route index element={<LeaderboardPage />} />
      <Route path="players/:externalId" element={<PlayerPage />} />
    </Routes>
  );
}
