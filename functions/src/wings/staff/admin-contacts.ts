// What the other wings, the views and the edges use of staff's admin-contacts store: its use cases
// and reads, one import for them (the store itself stays the staff wing's own).
export { noticeEmailOf, noticeEmailsOfAdmins, setNoticeEmail } from './store/admin-contacts';
