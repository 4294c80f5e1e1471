/** The server's `account` module: the export and the erasure of everything an account holds. */
export const ACCOUNT_API = '/api/v1/account'
