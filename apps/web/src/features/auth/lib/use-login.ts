import type { LoginRequest, SliderSolution } from '@mekong/contracts';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMsg, type Msg } from '../../../shared/forms/messages.ts';
import { useModule } from '../../../shared/system/status-context.ts';
import { useLoginMutation } from '../api/login.ts';
import { newClientKey } from './client-key.ts';
import { type LoginContext, useCompleteLogin } from './complete-login.ts';
import { deviceId } from './device-id.ts';

/** Failures after which the server wants a human check before the next try. */
const CHECK_CODES = ['captcha.required', 'captcha.invalid', 'slider.required', 'slider.invalid'];

const wantsCheck = (err: ApiError) =>
  (err.value as { captcha?: boolean } | null)?.captcha === true || CHECK_CODES.includes(err.code);

/**
 * One login attempt and what a failure asks for next: the image captcha when the merchant has
 * CAPTCHA3, otherwise the slider (GEETEST3) before the next try; a new-IP challenge goes to
 * `onChallenge`. A temporary lock or a wrong password is just its translated message.
 */
export function useLogin(onChallenge: (err: ApiError) => boolean, onDone?: () => void) {
  const captchaOn = useModule('CAPTCHA3');
  const sliderOn = useModule('GEETEST3');
  const mutation = useLoginMutation();
  const complete = useCompleteLogin();
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [sliderNeeded, setSliderNeeded] = useState(false);
  const [sliderKey, setSliderKey] = useState<string | null>(null);
  const [error, setError] = useState<Msg | null>(null);

  const attempt = async (body: LoginRequest, ctx: LoginContext, verification?: SliderSolution) => {
    setError(null);
    const full: LoginRequest = { ...body, loginDeviceId: deviceId() };
    if (captchaKey) Object.assign(full, { captchaKey, captcha });
    if (verification) full.verification = verification;
    try {
      const value = await mutation.mutateAsync(full);
      setCaptchaKey(null);
      setSliderNeeded(false);
      await complete(value, ctx);
      onDone?.();
    } catch (err) {
      if (err instanceof ApiError && onChallenge(err)) return;
      setError(errorMsg(err));
      if (!(err instanceof ApiError) || !wantsCheck(err)) return;
      // A used captcha is gone: every failure shows a fresh one.
      if (captchaOn) {
        setCaptchaKey(newClientKey());
        setCaptcha('');
      } else if (sliderOn) setSliderNeeded(true);
    }
  };

  /** Submits, first through the slider when the server asked for it (then `solveSlider` sends). */
  const submit = (body: LoginRequest, ctx: LoginContext) => {
    if (sliderNeeded) setSliderKey(newClientKey());
    else void attempt(body, ctx);
  };

  return {
    submit,
    busy: mutation.isPending,
    error,
    setError,
    captcha: captchaKey ? { key: captchaKey, value: captcha, onChange: setCaptcha } : null,
    slider: sliderKey,
    closeSlider: () => setSliderKey(null),
    solveSlider: (s: SliderSolution, body: LoginRequest, ctx: LoginContext) => {
      setSliderKey(null);
      void attempt(body, ctx, s);
    },
  };
}
