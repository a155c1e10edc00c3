// What the other wings, the views and the edges use of staff's admins store: its use cases
// and reads, one import for them (the store itself stays the staff wing's own).
export {
  adminEmail,
  createAdmin,
  createAdminOnce,
  deleteAdminKeepingOne,
  ensureAdmin,
  findAdminByUsername,
  findUserByUid,
  isAdminUser,
  listAdmins,
  normaliseUsername,
} from './store/admins';
