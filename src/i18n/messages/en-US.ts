/**
 * English (en-US) catalogue: the source of every visible string. Ids are grouped by area
 * (`shell.`, `nav.`, `auth.`, …); other locales must provide the same ids (see MessageId).
 */
export const enUS = {
  // UI kit
  'ui.password.show': 'Show password',
  'ui.breadcrumb.label': 'Breadcrumb',

  // Shell
  'shell.skipToContent': 'Skip to main content',
  'shell.nav.label': 'Main navigation',
  'shell.sidebar.collapse': 'Collapse sidebar',
  'shell.sidebar.expand': 'Expand sidebar',
  'shell.account.menu': '{name}, account menu',
  'shell.account.editProfile': 'Edit profile',
  'shell.account.changePassword': 'Change Password',
  'shell.account.signOut': 'Sign out',
  'shell.footer.copyright': '© {year} {productName}. All rights reserved.',

  // Sidebar entries (spec section 2 "Shell")
  'nav.dashboard': 'Dashboard',
  'nav.admin': 'Admin',
  'nav.staticPage': 'Static page',
  'nav.user': 'User',
  'nav.chef': 'Chef',
  'nav.kitchen': 'Kitchen',
  'nav.meal': 'Meal',
  'nav.class': 'Class',
  'nav.ingredients': 'Ingredients',
  'nav.subscriptions': 'Subscriptions',
  'nav.subscription': 'Subscription',
  'nav.blokPrice': 'Blok price',
  'nav.subscriptionDetails': 'Subscription details',

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

  // Dashboard (spec section 1: analytics arrive later)
  'dashboard.title': 'Dashboard',
  'dashboard.greeting': 'Welcome back, {firstName}',
  'dashboard.subtitle': 'Your back-office at a glance.',
  'dashboard.placeholder.title': 'Analytics will appear here',
  'dashboard.placeholder.body':
    'Charts of sign-ups, class bookings and subscriptions arrive in a later release. Until then, use the menu to manage your platform.',
  'breadcrumb.home': 'Home',

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

  // People areas and the list/form kit (issue #3): add keys below this line only.
  // (end of people areas)

  // Account flows (issue #4): add keys below this line only.
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

export type MessageId = keyof typeof enUS;
/** What every locale's catalogue must be: the same ids, its own texts. */
export type Messages = Record<MessageId, string>;
