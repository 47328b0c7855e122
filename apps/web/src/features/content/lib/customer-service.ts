import { fetchDomainRoute } from '../api/domain-route.ts';

/** SPEC point 9: the customer-service window's size. */
const WINDOW = 'width=440,height=500';

/**
 * Opens the customer-service window (SPEC points 4, 6, 9). The window opens at once, inside the
 * click, so popup blockers allow it; the domain route then says where it goes: the second path
 * for a member with a VIP label, the first otherwise. If that fetch fails the window is closed.
 */
export async function openCustomerService(vip: boolean): Promise<boolean> {
  const win = window.open('', 'customer-service', WINDOW);
  try {
    const { customerService } = await fetchDomainRoute();
    const path = (vip ? customerService[1] : undefined) ?? customerService[0];
    if (!path) throw new Error('no customer-service path');
    const url = new URL(path, window.location.origin).toString();
    if (win) win.location.href = url;
    else window.location.assign(url);
    return true;
  } catch {
    win?.close();
    return false;
  }
}
