import type { TextKey } from '#i18n/index'

export type PolicyId = 'terms' | 'cookies' | 'privacy' | 'disclaimer' | 'acceptable-use'

export interface PolicySection {
  id: string
  heading: string
  paragraphs: readonly string[]
}

export interface PolicySummary {
  /** ISO date of the last revision, formatted for display by the page. */
  updated: string
  sections: readonly PolicySection[]
}

export interface PolicyDefinition {
  titleKey: TextKey
  /** The provider's published address for this policy, read when the page renders. */
  url: () => string | undefined
  summary: PolicySummary
}

/*
 * The local stand-in documents. They are content, not interface text: in production the policy
 * provider's document replaces them (embedded from VITE_POLICY_URL_*); in mock mode, or before
 * an address is configured, the site still shows readable terms without fetching anything.
 */

const terms: PolicySummary = {
  updated: '2025-03-01',
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      paragraphs: [
        'Film Waffle is a community for people who love talking about films. These terms set out the agreement between you and us when you browse the site, create an account or post anything on it.',
        'By using Film Waffle you accept these terms. If you do not agree with them, please do not use the site.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      paragraphs: [
        'You must be at least 18 years old to register. Keep your password to yourself and tell us straight away if you think someone else has used your account.',
        'You can delete your account at any time from Settings. Deleting it removes your profile and your data, and the e-mail address you used cannot be used to register again.',
      ],
    },
    {
      id: 'what-you-post',
      heading: 'What you post',
      paragraphs: [
        'You keep ownership of the reviews, discussions, questions, comments and images you share. You give us a worldwide, non-exclusive licence to host, display and share them on Film Waffle so that the community can read and reply to them.',
        'Only post material you have the right to share. Spoilers are welcome where they are clearly marked; harassment, hate and unlawful content are not. Our acceptable use policy explains the rules in more detail.',
      ],
    },
    {
      id: 'moderation',
      heading: 'Moderation',
      paragraphs: [
        'We may remove content or suspend accounts that break these terms or the acceptable use policy. Where we can, we will tell you what was removed and why.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our liability',
      paragraphs: [
        'We work hard to keep Film Waffle running, but we provide it as it is and cannot promise it will always be available or free of errors. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms as the site grows. When a change matters, we will let members know before it takes effect. Questions about these terms can be sent through the Help button at the top of every page.',
      ],
    },
  ],
}

const privacy: PolicySummary = {
  updated: '2025-03-01',
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: [
        'When you register we ask for your e-mail address, a username and a password, and confirmation that you are over 18. You may add a profile picture, cover picture and tagline if you wish.',
        'When you use the site we record what you post, the votes you cast, the boards you save and the groups you join, so that we can show them to you and to the community.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      paragraphs: [
        'We use your information to run your account, show your posts and comments, send the notifications you ask for and keep the community safe.',
        'We only send marketing e-mails if you agreed to receive them, and you can change your mind at any time in Settings.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell your personal data. We share it only with the service providers who help us run Film Waffle (such as hosting and e-mail delivery), under contracts that protect it, or when the law requires us to.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'You can see and correct most of your information from your profile. You can ask us for a copy of your data, or ask us to delete it, and you can delete your account yourself from Settings.',
        'If you are unhappy with how we handle your data, please contact us first; you also have the right to complain to your data protection authority.',
      ],
    },
    {
      id: 'keeping-it',
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your data while your account is open. When you delete your account, we delete your data, keeping only what the law requires us to keep and the minimum needed to stop the same e-mail address registering again.',
      ],
    },
  ],
}

const cookies: PolicySummary = {
  updated: '2025-03-01',
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'Cookies and local storage',
      paragraphs: [
        'Cookies and local storage are small pieces of information a website keeps in your browser. Film Waffle uses them sparingly.',
      ],
    },
    {
      id: 'essential',
      heading: 'Essential storage',
      paragraphs: [
        'To keep you signed in, we store your sign-in tokens in your browser. Without them you would have to log in on every page, so they cannot be switched off while you use your account. They are removed when you log out.',
      ],
    },
    {
      id: 'preferences',
      heading: 'Preferences',
      paragraphs: [
        'We may remember small choices, such as the feed layout you last picked, so the site looks the way you left it.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third-party sign-in',
      paragraphs: [
        'If you choose to sign in with a third-party account, that provider may set its own cookies while you do so. Their use is covered by the provider’s own cookie policy.',
      ],
    },
    {
      id: 'control',
      heading: 'Your choices',
      paragraphs: [
        'You can clear cookies and site data at any time in your browser settings. If you do, you will be signed out of Film Waffle.',
      ],
    },
  ],
}

const disclaimer: PolicySummary = {
  updated: '2025-03-01',
  sections: [
    {
      id: 'opinions',
      heading: 'Opinions are our members’ own',
      paragraphs: [
        'Reviews, discussions and comments on Film Waffle are written by members of the community. They reflect the views of the people who wrote them, not the views of Film Waffle.',
      ],
    },
    {
      id: 'recommendations',
      heading: 'Recommendations',
      paragraphs: [
        'The film recommender suggests titles based on your answers. Its suggestions are a starting point for your next watch, not professional advice, and we cannot promise you will enjoy every pick.',
        'Please check age ratings and content warnings before watching a recommended film, especially with younger viewers.',
      ],
    },
    {
      id: 'accuracy',
      heading: 'Accuracy',
      paragraphs: [
        'We try to keep film details, release information and cinema listings accurate, but they can change without notice. Always confirm times and availability with the cinema or streaming service.',
      ],
    },
    {
      id: 'links',
      heading: 'Links to other sites',
      paragraphs: [
        'Posts and profiles may link to other websites. We are not responsible for the content or privacy practices of sites we do not run.',
      ],
    },
    {
      id: 'trademarks',
      heading: 'Film titles and images',
      paragraphs: [
        'Film titles, posters and stills belong to their respective owners and appear on Film Waffle for discussion and review.',
      ],
    },
  ],
}

const acceptableUse: PolicySummary = {
  updated: '2025-03-01',
  sections: [
    {
      id: 'spirit',
      heading: 'The spirit of the place',
      paragraphs: [
        'Film Waffle works because people disagree about films kindly. Argue with ideas, not with people, and assume the person on the other side of the thread loves cinema as much as you do.',
      ],
    },
    {
      id: 'spoilers',
      heading: 'Spoilers',
      paragraphs: [
        'Mark spoilers in your title or at the start of your post, especially for recent releases. Do not hide spoilers in titles, images or usernames.',
      ],
    },
    {
      id: 'not-allowed',
      heading: 'What is not allowed',
      paragraphs: [
        'Harassment, threats, hate speech and discrimination; sexual content involving minors; content that encourages violence or self-harm; spam, scams and misleading promotion; impersonating other people.',
        'Sharing pirated films or links to them, or posting material you do not have the right to share.',
        'Attempting to break, overload or gain unauthorised access to the site, or collecting other members’ data.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Reporting problems',
      paragraphs: [
        'If you see something that breaks these rules, let us know through the Help button at the top of every page. Reports are read by a person and handled confidentially.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'What happens next',
      paragraphs: [
        'Depending on how serious a breach is, we may remove content, issue a warning, or suspend or close the account involved. Repeated or severe breaches lead to permanent removal.',
      ],
    },
  ],
}

// Each address is read at render time with a static property access, so Vite can inline it
// in a build and tests can stub it.
export const POLICIES: Readonly<Record<PolicyId, PolicyDefinition>> = {
  terms: {
    titleKey: 'page_terms_title',
    url: () => import.meta.env.VITE_POLICY_URL_TERMS,
    summary: terms,
  },
  privacy: {
    titleKey: 'page_privacy_title',
    url: () => import.meta.env.VITE_POLICY_URL_PRIVACY,
    summary: privacy,
  },
  cookies: {
    titleKey: 'page_cookies_title',
    url: () => import.meta.env.VITE_POLICY_URL_COOKIES,
    summary: cookies,
  },
  disclaimer: {
    titleKey: 'page_disclaimer_title',
    url: () => import.meta.env.VITE_POLICY_URL_DISCLAIMER,
    summary: disclaimer,
  },
  'acceptable-use': {
    titleKey: 'page_acceptable_use_title',
    url: () => import.meta.env.VITE_POLICY_URL_ACCEPTABLE_USE,
    summary: acceptableUse,
  },
}
