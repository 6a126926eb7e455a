import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { PagePicker, QueryState } from '../ui/QueryState';
import { useCircuitList } from './api';
import { CircuitForm } from './CircuitForm';
import { CircuitPage } from './CircuitPage';
import { t } from '../i18n/i18n';

function CircuitListPage() {
  const [params, setParams] = useSearchParams();
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const list = useCircuitList(pageNumber);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('circuits.title')}</Title>
        <Button component={Link} to="/circuits/new">
          {t('circuits.new')}
        </Button>
      </Group>
      <Text c="gray.7">{t('circuits.intro')}</Text>
      <QueryState query={list} empty={t('circuits.none')} items={(data) => data.circuits}>
        {(data) => (
          <>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('circuits.circuit')}</Table.Th>
                  <Table.Th scope="col">{t('circuits.tournaments')}</Table.Th>
                  <Table.Th scope="col">{t('circuits.public')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.circuits.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/circuits/${c.id}`}>
                        {c.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{c.tournamentCount}</Table.Td>
                    <Table.Td>{t(c.isPublic ? 'circuits.yes' : 'circuits.no')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <PagePicker
              totalPages={data.totalPages}
              value={pageNumber}
              onChange={(page) => setParams({ page: String(page) })}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function NewCircuitPage() {
  const navigate = useNavigate();
  return (
    <Stack maw={720}>
      <Title order={2}>{t('circuits.new')}</Title>
      <CircuitForm onSaved={(circuit) => navigate(`/circuits/${circuit.id}`)} />
    </Stack>
  );
}

/** The circuits section: its own routes under `/circuits`. */
export default function CircuitsSection() {
  return (
    <Routes>
      <Route index element={<CircuitListPage />} />
      <Route path="new" element={<NewCircuitPage />} />
      <Route path=":circuitId" element={<CircuitPage />} />
    </Routes>
  );
}
