// Texts of the sign-in screens (login, sign-in return, access denied, not found) and of core's login and
// callback flows — spec part 1 §2, §5, §8. Small on purpose: /login is the host app's first route.

/** The sign-in screens' texts; override through `messages.signIn`. */
export const signInMessages = {
  /** The mark above each card's heading (the product's initial). */
  mark: 'C',
  title: 'Secure Single Sign-On',
  subtitle: 'Sign in to Curate with your work account',
  initializing: 'Initializing authentication...',
  workEmail: 'Work email',
  emailPlaceholder: 'Enter your work email',
  help: "We'll verify your organization and redirect you to the appropriate login",
  continueToLogin: 'Continue to Login',
  validatingOrganization: 'Validating Organization...',
  redirecting: 'Redirecting...',
  needHelp: 'Need help signing in?',
  contactSupport: 'Contact support',

  // The login flow's lines and messages (spec part 1 §5, §8); a server's own error text is shown as it comes.
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  checkingOrganization: 'Checking your organization...',
  superAdminFound: 'Platform administrator account found.',
  /** 'Organization found: acme-tools' (the company code, else the organization id). */
  organizationFound: (organization: string): string => `Organization found: ${organization}`,
  redirectingToLogin: 'Redirecting to secure login...',
  userNotFound: 'User not found. Please contact your administrator for access.',
  unknownAuthType: 'Unable to determine authentication type. Please contact support.',
  detectFailed: 'Failed to detect authentication. Please try again.',
  redirectFailed: 'Could not open the sign-in page. Please try again.',

  // The sign-in return (spec part 1 §2, §8).
  completingSignIn: 'Completing sign in...',
  authenticationFailed: 'Authentication failed. Redirecting to login...',
  callbackError: 'An error occurred. Redirecting...',
  pleaseWait: 'Please wait while we verify your sign-in.',
  tookTooLong: 'Sign-in took too long.',
  notCompleted: 'Your sign-in could not be completed.',
  loadingProfile: 'Loading your profile...',
  profileUnavailable: 'Your profile is not available yet.',
  signedIn: 'Signed in. Taking you to your workspace...',

  // /unauthorized and the not-found page.
  accessDenied: 'Access denied',
  accessDeniedText:
    'You do not have permission to view this page. If you think this is a mistake, contact your administrator.',
  notFound: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
};
