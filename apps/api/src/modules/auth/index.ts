// The auth module's public face: the only file other modules import.
export { MAX_ATTEMPTS, createCode, hashCode, sameHash } from './codes.ts'
export { findUserById, isUniqueViolation, updateUser } from './repository.ts'
export { authRoutes } from './routes.ts'
export {
  FieldErrors,
  MESSAGES,
  checkNewPassword,
  fieldError,
  isValidEmail,
  normalizeEmail,
  normalizePhone,
} from './rules.ts'
export { hashPassword, loadUser } from './service.ts'
