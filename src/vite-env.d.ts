/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `mock` (default): MSW answers every call in the browser. `http`: calls go to VITE_API_BASE_URL. */
  readonly VITE_API_MODE: 'mock' | 'http'
  readonly VITE_API_BASE_URL?: string
  readonly VITE_GOOGLE_CLIENT_ID?: string
  readonly VITE_SUPPORT_EMAIL?: string
  readonly VITE_IMAGE_COMPRESSION_URL?: string
  readonly VITE_POLICY_URL_TERMS?: string
  readonly VITE_POLICY_URL_COOKIES?: string
  readonly VITE_POLICY_URL_PRIVACY?: string
  readonly VITE_POLICY_URL_DISCLAIMER?: string
  readonly VITE_POLICY_URL_ACCEPTABLE_USE?: string
  /** Brand links in the footer (a short-video platform and a professional network). */
  readonly VITE_SOCIAL_TIKTOK_URL?: string
  readonly VITE_SOCIAL_LINKEDIN_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
