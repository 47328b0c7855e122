import { useState } from 'react';

/** A random key naming this form's captcha and slider to the server. */
export const newClientKey = () => crypto.randomUUID().replaceAll('-', '');

export function useClientKey(): string {
  const [key] = useState(newClientKey);
  return key;
}
