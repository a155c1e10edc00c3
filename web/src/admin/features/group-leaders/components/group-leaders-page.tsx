import AddIcon from '@mui/icons-material/Add';
import GroupsIcon from '@mui/icons-material/Groups';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  groupShortPath,
  sortedSteps,
  type Group,
  type GroupLeader,
} from '@umrah/domain/model/group-leaders';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../shared/components/empty-state';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { useGroupLeaders, useGroups } from '../api/group-leaders';

// The forms (Formik, yup and the rules) load when Add or Edit is first pressed.
const LeaderDialog = lazy(() =>
  import('./leader-dialog').then((m) => ({ default: m.LeaderDialog })),
);
const GroupDialog = lazy(() => import('./group-dialog').then((m) => ({ default: m.GroupDialog })));

type Opened =
  | { kind: 'leader'; leader: GroupLeader | null; n: number }
  | { kind: 'group'; group: Group | null; n: number }
  | null;

/** The group's short link as a pilgrim types it (this site's address). */
function shortLink(code: string): string {
  return `${window.location.origin}${groupShortPath(code)}`;
}

function stepsText(g: Group): string {
  return sortedSteps(g.priceSteps)
    .map((s) => `${s.minTravellers}+: $${s.pricePerTraveller}`)
    .join(', ');
}

/**
 * /admin/group-leaders: the imams and organisers who bring whole groups, and each one's groups
 * (a departure, its code and link, its prices by group size, private or listed).
 */
export function GroupLeadersPage() {
  const leaders = useGroupLeaders();
  const groups = useGroups();
  const [opened, setOpened] = useState<Opened>(null);
  const openLeader = (leader: GroupLeader | null) =>
    setOpened((o) => ({ kind: 'leader', leader, n: (o?.n ?? 0) + 1 }));
  const openGroup = (group: Group | null) =>
    setOpened((o) => ({ kind: 'group', group, n: (o?.n ?? 0) + 1 }));
  const leaderName = (id: string) => leaders.data?.find((l) => l.id === id)?.name ?? '';
  return (
    <>
      <PageHeader
        title="Group leaders"
        description="Imams and organisers who bring a whole group: each group has its own booking link and code, its price by group size, and may have a departure of its own."
        action={
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => openLeader(null)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Add leader
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => openGroup(null)}
              disabled={!leaders.data?.length}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Add group
            </Button>
          </Stack>
        }
      />
      {leaders.isPending || groups.isPending ? (
        <Loading label="Loading the group leaders" />
      ) : leaders.isError || groups.isError ? (
        <LoadError
          title="Could not load the group leaders"
          error={leaders.error ?? groups.error}
          onRetry={() => void Promise.all([leaders.refetch(), groups.refetch()])}
        />
      ) : leaders.data.length === 0 ? (
        <EmptyState
          icon={<GroupsIcon />}
          title="No group leaders yet"
          description="Add a leader, then their group on a departure."
        />
      ) : (
        <Stack spacing={3}>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Group leaders">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Organisation</TableCell>
                  <TableCell>Email</TableCell>
                  <TableCell>Phone</TableCell>
                  <TableCell>Language</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {leaders.data.map((l) => (
                  <TableRow key={l.id}>
                    <TableCell>{l.name}</TableCell>
                    <TableCell>{l.organisation}</TableCell>
                    <TableCell>{l.email}</TableCell>
                    <TableCell>{l.phone}</TableCell>
                    <TableCell>{l.language === 'fr' ? 'French' : 'English'}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        onClick={() => openLeader(l)}
                        aria-label={`Edit ${l.name}`}
                      >
                        Edit
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="h6" component="h2">
            Groups
          </Typography>
          {groups.data.length === 0 ? (
            <Typography color="text.secondary">No group yet: add one for a leader.</Typography>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Groups">
                <TableHead>
                  <TableRow>
                    <TableCell>Group</TableCell>
                    <TableCell>Leader</TableCell>
                    <TableCell>Code and link</TableCell>
                    <TableCell>Price per traveller</TableCell>
                    <TableCell>Departure</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {groups.data.map((g) => (
                    <TableRow key={g.code}>
                      <TableCell>{g.name}</TableCell>
                      <TableCell>{leaderName(g.leaderId)}</TableCell>
                      <TableCell>
                        <code>{g.code}</code>
                        <br />
                        <Typography variant="caption" component="span">
                          {shortLink(g.code)}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        ${g.pricePerTraveller}
                        {g.priceSteps.length > 0 && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {stepsText(g)}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{g.privateDeparture ? 'Private' : 'Listed'}</TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          onClick={() => openGroup(g)}
                          aria-label={`Edit ${g.name}`}
                        >
                          Edit
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      )}
      {opened && (
        <Suspense fallback={null}>
          {opened.kind === 'leader' ? (
            <LeaderDialog key={opened.n} leader={opened.leader} onClose={() => setOpened(null)} />
          ) : (
            <GroupDialog
              key={opened.n}
              group={opened.group}
              leaders={leaders.data ?? []}
              onClose={() => setOpened(null)}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
