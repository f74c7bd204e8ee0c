export { createAuthService, hashToken, type AuthService } from './auth.service';
export { authRoutes } from './auth.routes';
