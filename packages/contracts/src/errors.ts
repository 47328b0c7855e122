import { BRAND_ERROR_STATUS } from './backoffice.ts';
import { ADJUSTMENT_ERROR_STATUS } from './backoffice-adjustments.ts';
import { PAYOUT_REPORT_ERROR_STATUS } from './backoffice-channels.ts';
import { CONTENT_ERROR_STATUS } from './content.ts';
import { POINTS_ERROR_STATUS } from './points.ts';
import { PROMOTION_ERROR_STATUS } from './promotions.ts';
import { KYC_ERROR_STATUS, PROTECTION_ERROR_STATUS } from './protection.ts';

/**
 * Stable, machine-readable error codes (dotted like the original product's) and the HTTP
 * status each one answers with. Clients translate by code, never by parsing `message`.
 */
export const ERROR_STATUS = {
  'request.param.err': 400,
  'request.body.too.large': 413,
  'request.header.invalid': 400,
  'request.media.unsupported': 415,
  'request.not.found': 404,
  'merchant.not.found': 404,
  'login.not.session': 401,
  'function.not.available': 403,
  'access.region.restricted': 403,
  'system.maintenance': 503,
  'too.much.request': 429,
  'unknown.system.err': 500,
  // encrypted bodies
  request_body_required: 400,
  'request.decrypt.failed': 400,
  // sessions and login
  'user.token.expired': 401,
  'login.cred.err': 401,
  'login.pwd.forbidden.err': 429,
  /** Too many failed sign-ins to one account: networks it never signed in from wait (decision 0004). */
  'login.new.network.paused': 429,
  'login.denied': 403,
  'login.non.member': 403,
  login_verify_required: 403,
  'login.verify.failed': 400,
  'login.verify.locked': 429,
  in_need_true_account: 403,
  /** The default or an expired password: only the change, logout and the member read answer. */
  'password.change.required': 403,
  /** An account an agent opened: the player confirms being 18 or older and the terms first. */
  'member.adult.confirm.required': 403,
  // captcha and slider
  'captcha.required': 400,
  'captcha.invalid': 400,
  'slider.required': 400,
  'slider.invalid': 400,
  // registration
  'exists.username.err': 409,
  'exists.mobile.err': 409,
  'exists.email.err': 409,
  'modify.new.confirm.diff': 400,
  'register.underage': 400,
  'register.terms.required': 400,
  'affiliate.code.invalid': 400,
  // codes sent by SMS or email
  validate_verification_code_error: 400,
  'verification.code.expired': 400,
  /** Too many wrong reset codes for one phone or e-mail today, over all its codes and networks. */
  'verification.code.locked': 429,
  'sms.too.frequent': 429,
  'sms.daily.limit': 429,
  'sms.send.failed': 502,
  // passwords
  'modify.old.pwd.err': 400,
  'modify.old.pwd.locked': 429,
  'password.same.as.old': 400,
  'not.exists.account.err': 404,
  // money
  'account.balance.not.enough': 400,
  'idempotency.key.reused': 409,
  // The money kernel's policy hook refused (value: rule): a player-protection limit or break.
  'stake.refused': 403,
  'deposit.refused': 403,
  'deposit.invalid.amount': 400,
  'deposit.amount.mismatch': 400,
  'gateway.signature.invalid': 400,
  'withdraw.amount.limit': 400,
  'withdraw.reach.max.count': 400,
  'withdraw.turnover.required': 400,
  'transfer.turnover.required': 400,
  'invalid.payment.pw': 400,
  'payment.pw.not.set': 400,
  'payment.pw.locked': 429,
  'bank.name.mismatch': 400,
  'exists.bank.card': 409,
  'withdraw.bank.card.max': 400,
  'transaction.not.found': 404,
  'account.booked.trans.confirmed': 409,
  'wallet.mode.single': 400,
  // transfer-wallet vendors (docs/provider-api.md section 7)
  'wallet.transfer.failed': 409,
  'wallet.transfer.unavailable': 503,
  // bets
  'bet.not.found': 404,
  'bet.settled': 409,
  'operator.forbidden': 403,
  'bonus.approval.required': 409,
  'operator.login.failed': 401,
  'operator.enrol.expired': 401,
  'operator.login.locked': 429,
  'staff.username.taken': 409,
  'merchant.domain.taken': 409,
  'merchant.code.taken': 409,
  // A brand switched off by the platform (backoffice.ts).
  ...BRAND_ERROR_STATUS,
  // Balance adjustments from the player 360 (backoffice-adjustments.ts).
  ...ADJUSTMENT_ERROR_STATUS,
  // Payouts players reported as partly or not received (backoffice-channels.ts).
  ...PAYOUT_REPORT_ERROR_STATUS,
  // game catalogue and launch
  'game.not.found': 404,
  'game.vendor.disabled': 403,
  // The house vendor's game API (/house/api).
  'house.session.invalid': 401,
  'house.ticket.invalid': 401,
  'house.player.disabled': 403,
  'house.balance.not.enough': 409,
  'house.bet.invalid': 400,
  'house.round.closed': 409,
  'house.round.not.found': 404,
  'house.wallet.unavailable': 503,
  // A slot spin sent to a window opened for another game.
  'house.game.mismatch': 403,
  // A shot at a fish that is not in the window's pond (never was, has swum off, or was caught).
  'house.fish.gone': 409,
  // Bull-bull tables (/house/api/pvp).
  'house.pvp.table.full': 409,
  'house.pvp.not.seated': 409,
  'house.pvp.not.in.hand': 409,
  'house.pvp.already.acted': 409,
  'house.pvp.mode.mismatch': 403,
  'house.pvp.currency.mismatch': 403,
  // The sportsbook (/house/api/sports, /wps/operator/sports).
  'house.odds.changed': 409,
  'house.market.suspended': 409,
  'house.sports.not.found': 404,
  'house.sports.invalid': 400,
  'house.event.settled': 409,
  // A result entered before the event's kick-off (value: { startsAt }).
  'house.event.not.started': 409,
  // The in-house lottery (/lgw, /lotto/lgw, /wps/operator/lottery).
  'lottery.game.not.found': 404,
  'lottery.draw.not.found': 404,
  'lottery.draw.closed': 409,
  'lottery.line.invalid': 400,
  'lottery.odds.changed': 409,
  'lottery.limit.exceeded': 409,
  'lottery.prize.mode.unavailable': 400,
  'lottery.result.invalid': 400,
  'lottery.result.mismatch': 409,
  'lottery.result.same.operator': 409,
  'lottery.draw.state': 409,
  // The agent centre (/wps/agent/...). Anyone outside the caller's team is "not found", never
  // "forbidden", so an agent cannot probe which accounts exist.
  'agent.not.agent': 403,
  'agent.member.not.found': 404,
  'agent.transfer.limit': 400,
  /** The member is on a break or past a deposit limit (a transfer in counts as a deposit). */
  'agent.transfer.refused': 403,
  'agent.contract.rate.exceeded': 400,
  'agent.contract.period.differs': 400,
  'agent.contract.not.found': 404,
  'agent.contract.state': 409,
  // Player protection: limits (protection.ts).
  ...PROTECTION_ERROR_STATUS,
  ...KYC_ERROR_STATUS,
  // Promotions, rewards, referral and missions (promotions.ts).
  ...PROMOTION_ERROR_STATUS,
  // The points mall (points.ts).
  ...POINTS_ERROR_STATUS,
  // Announcements, messages, help and feedback (content.ts).
  ...CONTENT_ERROR_STATUS,
  // A feedback is answered once: a second reply is told who answered (value: status, repliedBy).
  'feedback.replied': 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const isErrorCode = (code: string): code is ErrorCode => code in ERROR_STATUS;
