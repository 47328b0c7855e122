/**
 * Answers to calls the page's boot script made before the app started (build/boot-preload.ts,
 * shared/api/first-requests.ts): the raw responses, with the language, session and device they were
 * asked in. api() takes one when it makes the very same GET in the same language, session and
 * device, once; otherwise it asks the server itself.
 */
type BootAnswers = { language: string; token: string; device: string; answers: Record<string, Promise<Response>> };

export function takeBootAnswer(
  path: string,
  visit: { language: string; token: string; device: string },
): Promise<Response> | undefined {
  const boot = (window as { __mekongBoot?: BootAnswers }).__mekongBoot;
  const answer = boot?.answers[path];
  if (!boot || !answer) return undefined;
  delete boot.answers[path];
  if (boot.language !== visit.language || boot.token !== visit.token || boot.device !== visit.device) return undefined;
  return answer;
}

/**
 * The app says it has started before it makes its first call: the boot script is async and may run
 * after the app's modules (a slow first request), and then must not ask for what the app asks for.
 */
export function markAppStarted() {
  (window as { __mekongAppStarted?: boolean }).__mekongAppStarted = true;
}
