import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Milestone, MilestoneInput, milestoneDeleteReply, milestoneListReply, milestoneSaveReply } from '@shared/schemas/milestones';
import { idMilestones } from '@/i18n/id-milestones';
import { apiFetch, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';

// Milestones (decision 027): GET api/milestones (a viewer's read: computed ones and the giver's own),
// POST api/milestones and DELETE api/milestones/{id} (the giver's writes).

type MilestoneListReply = z.infer<typeof milestoneListReply>;
type MilestoneSaveReply = z.infer<typeof milestoneSaveReply>;
type MilestoneDeleteReply = z.infer<typeof milestoneDeleteReply>;

const t = idMilestones;

export async function getMilestones(signal?: AbortSignal): Promise<Milestone[]> {
  const reply = await apiFetch<MilestoneListReply>('/api/milestones', { signal });
  return reply.data;
}

export const milestonesQueryOptions = () =>
  queryOptions({
    queryKey: ['milestones'],
    queryFn: ({ signal }) => getMilestones(signal),
  });

export function useMilestones() {
  return useQuery(milestonesQueryOptions());
}

export function createMilestone(input: MilestoneInput): Promise<MilestoneSaveReply> {
  return apiFetch<MilestoneSaveReply>('/api/milestones', { method: 'POST', json: input });
}

export function deleteMilestone(milestoneId: number): Promise<MilestoneDeleteReply> {
  return apiFetch<MilestoneDeleteReply>(`/api/milestones/${milestoneId}`, { method: 'DELETE' });
}

/** The giver adds a milestone: the server's message (a field error first), else 'Gagal menambahkan milestone.'. */
export function useAddMilestone(callbacks: WriteCallbacks<MilestoneSaveReply, MilestoneInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/milestones',
      write: createMilestone,
      word: (error) => errorMessage(error, t.addFailed),
      changes: [milestonesQueryOptions().queryKey],
    },
    callbacks,
  );
}

/** The giver deletes one of their milestones. */
export function useDeleteMilestone(callbacks: WriteCallbacks<MilestoneDeleteReply, number> = {}) {
  return useWrite(
    {
      request: 'DELETE /api/milestones',
      write: deleteMilestone,
      word: (error) => errorMessage(error, t.removeFailed),
      changes: [milestonesQueryOptions().queryKey],
    },
    callbacks,
  );
}
