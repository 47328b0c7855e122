import { z } from 'zod';

/** The original product's reply shape, kept so its clients work unchanged. */
export const envelope = <T extends z.ZodTypeAny>(value: T) =>
  z.object({
    success: z.boolean(),
    errorCode: z.string().nullable(),
    message: z.string(),
    value,
  });

export type Envelope<T> = {
  success: boolean;
  errorCode: string | null;
  message: string;
  value: T;
};
