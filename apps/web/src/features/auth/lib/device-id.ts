/** A stable id for this browser, sent with logins so sessions can be told apart. */
export function deviceId(): string {
  let id = localStorage.getItem('loginDeviceId');
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem('loginDeviceId', id);
  }
  return id;
}
