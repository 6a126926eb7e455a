import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { RatingChange } from './api';
import { t } from '../i18n/i18n';

/**
 * The rating after each match, oldest first, with the skill estimate above it: the gap between
 * the two lines is the uncertainty, narrowing as matches come in.
 */
export default function RatingChart({ changes }: { changes: RatingChange[] }) {
  const first = changes[changes.length - 1];
  const points = [...changes].reverse().map((c, i) => ({
    match: `${i + 1}`,
    rating: Number(c.after.rating.toFixed(2)),
    skill: Number(c.after.mu.toFixed(2)),
  }));
  if (first)
    points.unshift({
      match: t('ratings.chartStart'),
      rating: first.before.rating,
      skill: first.before.mu,
    });
  return (
    <figure aria-label={t('ratings.chartLabel')} style={{ margin: 0 }}>
      <LineChart
        h={260}
        data={points}
        dataKey="match"
        series={[
          { name: 'rating', label: t('ratings.rating'), color: 'indigo.6' },
          { name: 'skill', label: t('ratings.chartSkill'), color: 'gray.5' },
        ]}
        curveType="linear"
        withLegend
        xAxisLabel={t('ratings.chartMatch')}
        yAxisLabel={t('ratings.rating')}
      />
    </figure>
  );
}
