// Account ids and business ids come from disjoint ranges (decision 035): businesses count up
// from 1, accounts from USER_ID_FLOOR + 1, so an id an admin list hands out names one row of one
// table. Migration 0025 moves the users table's AUTOINCREMENT sequence to the floor; the demo
// seed numbers its accounts from it.
export const USER_ID_FLOOR = 1_000_000_000
