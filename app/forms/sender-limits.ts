/**
 * The longest sender's name, e-mail address and phone number (a "+" and 20 more), in characters: the
 * contact form's and the enquiry list's rules (enquiry.ts), and the size of the largest list
 * (upload-limits.server.ts). A module of its own: the import's worker reads the upload limits under
 * plain Node, where the forms' translated texts cannot load.
 */
export const SENDER_LIMITS = { name: 120, email: 254, phone: 21 } as const;
