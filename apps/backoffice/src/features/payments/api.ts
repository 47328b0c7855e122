import type { PaymentReview } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../shared/api/client.ts';

/** A deposit or withdrawal as the queues list it (amounts in minor units). */
export type QueueRow = {
  id: number;
  memberId: number;
  /** The player's account, where the server names it. */
  account?: string;
  amount: string;
  status: string;
  note: string | null;
  createdAt: string;
  reference?: string | null;
  /** A gateway's payment held for review, not credited: the protection rule that held it. */
  heldReason?: string | null;
  confirmation?: string;
  /** What a reviewer needs about the player, beside the order. */
  review?: PaymentReview | null;
};

export type Queue = 'deposits' | 'withdrawals';
export const STATUSES: Record<Queue, readonly string[]> = {
  deposits: ['PENDING', 'PAID', 'REJECTED'],
  withdrawals: ['PENDING', 'APPROVED', 'REJECTED'],
};

/** The review's note, as the server's review calls take it. */
export const reviewNoteSchema = z.object({ note: z.string().trim().max(500) });

/** GET /wps/operator/deposits or /withdrawals, by status (the newest 200). */
export const useQueue = (queue: Queue, status: string) =>
  useQuery({
    queryKey: ['queue', queue, status],
    queryFn: () => api<QueueRow[]>(`/wps/operator/${queue}`, { query: { status } }),
  });

/** confirm/reject a deposit, approve/reject a withdrawal. */
export function useReview(queue: Queue) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verb, note }: { id: number; verb: string; note: string }) =>
      api(`/wps/operator/${queue}/${id}/${verb}`, { method: 'POST', body: note ? { note } : {} }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['queue', queue] });
      void client.invalidateQueries({ queryKey: ['player'] });
    },
  });
}
