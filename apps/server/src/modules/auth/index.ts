export { authModule } from './auth.module';
export { hashToken, type AuthService } from './auth.service';
export { sessions } from './auth.tables';
