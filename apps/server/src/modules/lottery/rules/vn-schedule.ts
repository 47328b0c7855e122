import type { VnRegion } from './vn-result.ts';

/**
 * The state lotteries' draw schedule (local time, UTC+7), from shared/reference/vn-lottery.md.
 * Weekdays are JavaScript's: 0 Sunday to 6 Saturday.
 */
export const VN_DRAW_TIME: Record<VnRegion, { hour: number; minute: number }> = {
  SOUTH: { hour: 16, minute: 15 },
  CENTRAL: { hour: 17, minute: 15 },
  NORTH: { hour: 18, minute: 15 },
};

export const VN_STATIONS: Record<VnRegion, readonly (readonly string[])[]> = {
  // Sunday first.
  NORTH: [['Thai Binh'], ['Ha Noi'], ['Quang Ninh'], ['Bac Ninh'], ['Ha Noi'], ['Hai Phong'], ['Nam Dinh']],
  SOUTH: [
    ['Tien Giang', 'Kien Giang', 'Da Lat'],
    ['TP.HCM', 'Dong Thap', 'Ca Mau'],
    ['Ben Tre', 'Vung Tau', 'Bac Lieu'],
    ['Dong Nai', 'Can Tho', 'Soc Trang'],
    ['Tay Ninh', 'An Giang', 'Binh Thuan'],
    ['Vinh Long', 'Binh Duong', 'Tra Vinh'],
    ['TP.HCM', 'Long An', 'Binh Phuoc', 'Hau Giang'],
  ],
  CENTRAL: [
    ['Kon Tum', 'Khanh Hoa', 'Thua Thien Hue'],
    ['Phu Yen', 'Thua Thien Hue'],
    ['Dak Lak', 'Quang Nam'],
    ['Da Nang', 'Khanh Hoa'],
    ['Binh Dinh', 'Quang Tri', 'Quang Binh'],
    ['Gia Lai', 'Ninh Thuan'],
    ['Da Nang', 'Quang Ngai', 'Dak Nong'],
  ],
};

/** The weekdays (0-6) a province draws on, e.g. TP.HCM: Monday and Saturday. */
export const stationWeekdays = (region: VnRegion, station: string) =>
  VN_STATIONS[region].flatMap((names, day) => (names.includes(station) ? [day] : []));

/**
 * The spec's `drawDayOfWeek` numbering (the lottery menu's weekday filter: ALL, 2..7, 1): Monday
 * is 2 through Saturday 7, and Sunday 1 in the list; the filter's default for today maps Sunday to 7
 * as the spec says.
 */
export const drawDayNumber = (weekday: number) => (weekday === 0 ? 1 : weekday + 1);
export const todaysFilterDay = (weekday: number) => (weekday === 0 ? 7 : weekday + 1);
