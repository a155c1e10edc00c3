// What the other wings, the views and the edges use of submissions's messages store: its use cases
// and reads, one import for them (the store itself stays the submissions wing's own).
export {
  addTripMessageReply,
  correctMessageContact,
  countMessages,
  countUnreadMessages,
  createMessage,
  createTripMessage,
  deleteMessage,
  eraseMessagePersonalData,
  listMessages,
  messagesOfBooking,
  messagesOfMailbox,
  readTripMessageToAnswer,
  setMessageRead,
} from './store/messages';
