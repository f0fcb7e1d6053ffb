/**
 * English (en-US) catalogue, first part: what the sign-in and account screens need, shipped in
 * the first load. The signed-in areas' texts are in en-US.areas.ts, loaded with the shell, so the
 * /login page does not carry them (DESIGN.md section 7). Ids are grouped by area (`auth.`, …);
 * other locales must provide the same ids (see MessageId). Plain data: no runtime imports (the
 * build precompiles it).
 */
import type { enUSAreas } from './en-US.areas';

export const enUS = {
  // UI kit
  'ui.password.show': 'Show password',
  'ui.breadcrumb.label': 'Breadcrumb',

  // Sign-in (spec section 2 "Sign-in screens")
  'auth.login.title': 'Welcome back',
  'auth.login.subtitle': 'Sign in to the {productName} back-office.',
  'auth.login.email': 'Email',
  'auth.login.emailPlaceholder': 'you@example.com',
  'auth.login.password': 'Password',
  'auth.login.passwordPlaceholder': 'Enter your password',
  'auth.login.submit': 'Login',
  'auth.login.forgotPassword': 'Forgot Password ?',
  'auth.login.noAccount': 'No account yet?',
  'auth.login.register': 'Register',
  'auth.brand.tagline': 'Back-office',
  'auth.brand.headline': 'Run chefs, classes and menus from one calm place.',
  'auth.brand.pointKitchen': 'Chefs, classes, meals and ingredients',
  'auth.brand.pointPlans': 'Subscription plans and block prices',
  'auth.brand.pointTeam': 'Admins, users and static pages',

  // Not found and not-yet-built areas
  'notFound.code': 'Error 404',
  'notFound.title': 'Page not found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.action': 'Go to dashboard',
  'pending.badge': 'Coming soon',
  'pending.title': '{area} is on its way',
  'pending.body': 'This area is being built and arrives with issue #{issue}.',
  'pending.action': 'Back to dashboard',
  'pending.backToLogin': 'Back to sign in',
  'area.register': 'Register',
  'area.otp': 'OTP verification',
  'area.forgotPassword': 'Forgot password',
  'area.setPassword': 'Set password',
  'area.editProfile': 'Edit profile',
  'area.changePassword': 'Change password',

  // Account flows (issue #4): add keys below this line only.
  'account.back': 'Back',
  'account.backToLogin': 'Back to sign in',
  'account.noPasteHint': 'Pasting is turned off here: please type it.',
  'account.passwordRules.title': 'Your new password needs',
  'account.passwordRules.length': 'At least 8 characters',
  'account.passwordRules.special': 'A special character ({specials})',
  'account.passwordRules.capital': 'A capital letter',
  'account.passwordRules.number': 'A number',
  'account.passwordRules.met': 'done',
  'account.passwordRules.unmet': 'to do',
  'account.forgot.title': 'Forgot your password?',
  'account.forgot.subtitle': 'Enter the e-mail of your account and we will send you a one-time code.',
  'account.forgot.email': 'Email',
  'account.forgot.emailPlaceholder': 'you@example.com',
  'account.forgot.submit': 'Get OTP',
  'account.otp.title': 'Check your e-mail',
  'account.otp.subtitle': 'Enter the 6-digit code we sent to {email}. It works for 10 minutes.',
  'account.otp.label': 'Enter OTP',
  'account.otp.placeholder': '6-digit code',
  'account.otp.submit': 'Verify OTP',
  'account.otp.otherEmail': 'Use another e-mail',
  'account.reset.title': 'Choose a new password',
  'account.reset.subtitle': 'For {email}. Every device signed in with the old password is signed out.',
  'account.reset.newPassword': 'New password',
  'account.reset.confirmPassword': 'Confirm password',
  'account.reset.submit': 'Save',
  'account.setPassword.title': 'Set your password',
  'account.setPassword.subtitle': 'Welcome aboard! Choose the password you will sign in with.',
  'account.setPassword.newPassword': 'New password',
  'account.setPassword.confirmPassword': 'Confirm password',
  'account.setPassword.submit': 'Set password',
  'account.setPassword.refusalTitle': 'This link cannot be used',
  'account.register.title': 'Create your account',
  'account.register.subtitle': 'Join the {productName} back-office.',
  'account.register.firstName': 'First name',
  'account.register.lastName': 'Last name',
  'account.register.email': 'Email',
  'account.register.emailPlaceholder': 'you@example.com',
  'account.register.password': 'Create password',
  'account.register.terms': 'I agree to the terms and conditions',
  'account.register.submit': 'Register',
  'account.register.haveAccount': 'Already have an account?',
  'account.register.signIn': 'Sign in',
  'account.profile.title': 'Edit profile',
  'account.profile.description': 'Your name and picture, as the rest of the team sees them.',
  'account.profile.firstName': 'First name',
  'account.profile.lastName': 'Last name',
  'account.profile.email': 'Email',
  'account.profile.emailHint': 'Your e-mail address cannot be changed.',
  'account.profile.image': 'Profile image',
  'account.profile.imageHint': 'JPG or PNG, at least 100×100 pixels.',
  'account.profile.submit': 'Save',
  'account.changePassword.title': 'Change password',
  'account.changePassword.description': 'After the change, you sign in again on every device.',
  'account.changePassword.current': 'Current password',
  'account.changePassword.newPassword': 'New password',
  'account.changePassword.confirmPassword': 'Confirm password',
  'account.changePassword.submit': 'Save',
  'account.validation.otpFormat': 'Please enter the 6-digit OTP',
  // (end of account flows)

  // Flow journal panel (?debug)
  'journal.title': 'Flow journal · {count, plural, one {# event} other {# events}}',
  'journal.export': 'Export JSON',
  'journal.clear': 'Clear',

  // Validation (spec section 5), keyed by their English text in validation-messages.ts
  'validation.required': 'This field is required',
  'validation.requiredCapital': 'This Field is required',
  'validation.emailEnter': 'Please enter your email',
  'validation.passwordEnter': 'Please enter your password',
  'validation.emailInvalid': 'Please enter valid email',
  'validation.passwordLength': 'Password must have 8 characters',
  'validation.passwordSpecial': 'Password must have at-least one special character',
  'validation.passwordCapital': 'Password must have at-least one Capital Letter',
  'validation.passwordNumber': 'Password must have at-least one Number',
  'validation.passwordMismatch': 'Password not matched',
  'validation.passwordTooLong': 'password is too long',
  'validation.videoResolution': 'You need to upload 960*360 resolution video only.',
  'validation.videoEndTime': 'End time must be lower then video duration time.',
  'validation.ingredientUnknown': 'Ingredient does not exist. Add to Ingredients Management section.',
} as const;

export type MessageId = keyof typeof enUS | keyof typeof enUSAreas;
/** What every locale's catalogue must be: the same ids, its own texts. */
export type Messages = Record<MessageId, string>;
