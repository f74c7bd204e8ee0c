/** The users screen grew from user review into user management; the old name stays for existing imports. */
export { UsersPage as UserReviewPage } from './UsersPage';
