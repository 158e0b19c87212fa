import { describe, expect, it } from 'vitest'
import { createTranslator, hasText, t, textFor, UNKNOWN_TEXT } from '#i18n/index'
import { en } from '#i18n/en'
import {
  enAccount,
  hasText as hasAccountText,
  t as tAccount,
  textFor as textForAccount,
} from '#i18n/en-account'
import {
  enContent,
  hasText as hasContentText,
  t as tContent,
  textFor as textForContent,
} from '#i18n/en-content'
import { enCommunity, t as tCommunity, textFor as textForCommunity } from '#i18n/en-community'
import { enBoards, textFor as textForBoards } from '#i18n/en-boards'
import { enComments, textFor as textForComments } from '#i18n/en-comments'
import { enHome, textFor as textForHome } from '#i18n/en-home'
import {
  enPostDialogs,
  t as tPostDialogs,
  textFor as textForPostDialogs,
} from '#i18n/en-post-dialogs'
import { enWidgets, t as tWidgets, textFor as textForWidgets } from '#i18n/en-widgets'
import { fr } from '#i18n/fr'
import { it as italian } from '#i18n/it'

/** Every part of the English catalogue with the translator its code uses. */
const PARTS = [
  { name: 'core', catalogue: en, textFor },
  { name: 'widgets', catalogue: enWidgets, textFor: textForWidgets },
  { name: 'account', catalogue: enAccount, textFor: textForAccount },
  { name: 'content', catalogue: enContent, textFor: textForContent },
  { name: 'post dialogs', catalogue: enPostDialogs, textFor: textForPostDialogs },
  { name: 'comments', catalogue: enComments, textFor: textForComments },
  { name: 'boards', catalogue: enBoards, textFor: textForBoards },
  { name: 'home', catalogue: enHome, textFor: textForHome },
  { name: 'community', catalogue: enCommunity, textFor: textForCommunity },
] as const
const CATALOGUES = Object.fromEntries(PARTS.map((part) => [part.name, part.catalogue]))

/** A key's text through the translator of the part that holds it ("Error!" when none does). */
function lookUp(key: string): string {
  const part = PARTS.find((candidate) => Object.hasOwn(candidate.catalogue, key)) ?? PARTS[0]
  return part.textFor(key)
}

describe('t', () => {
  it('returns the English text of a known key', () => {
    expect(t('layout_skip_to_content')).toBe('Skip to content')
    expect(t('logout_success')).toBe('Logout successful, see you soon!')
  })

  it('accepts only keys its catalogue has: a mistyped or foreign key is a type error', () => {
    // @ts-expect-error -- not a key of any catalogue
    expect(t('no_such_key_anywhere')).toBe('Error!')
    // @ts-expect-error -- a content key: the first-load translator cannot read it
    expect(t('vote_error')).toBe('Error!')
    // @ts-expect-error -- a core translator's key misspelt
    expect(tContent('vote_eror')).toBe('Error!')
    // @ts-expect-error -- a community key: the content pages' translator cannot read it
    expect(tContent('groups_subtitle')).toBe('Error!')
    // Community code reads its own keys and the content ones.
    expect(tCommunity('groups_subtitle')).toBe(enCommunity.groups_subtitle)
    expect(tCommunity('vote_error')).toBe(enContent.vote_error)
  })

  it('returns exactly "Error!" for an unknown key known only at run time', () => {
    expect(textFor('no_such_key_anywhere')).toBe('Error!')
    expect(UNKNOWN_TEXT).toBe('Error!')
  })

  it('does not resolve keys through the object prototype', () => {
    expect(textFor('toString')).toBe('Error!')
    expect(textFor('constructor')).toBe('Error!')
    expect(textFor('__proto__')).toBe('Error!')
  })

  it('falls back to French, then Italian, for keys English lacks', () => {
    expect(Object.hasOwn(en, 'locale_name_fr')).toBe(false)
    expect(textFor('locale_name_fr')).toBe(fr.locale_name_fr)
    expect(Object.hasOwn(en, 'locale_name_it')).toBe(false)
    expect(Object.hasOwn(fr, 'locale_name_it')).toBe(false)
    expect(textFor('locale_name_it')).toBe(italian.locale_name_it)
  })

  it('prefers English over the fallbacks when all have the key', () => {
    expect(fr.ui_close).toBeDefined()
    expect(t('ui_close')).toBe(en.ui_close)
  })

  it('fills {name} placeholders and leaves unknown ones visible', () => {
    expect(t('layout_copyright', { year: 2026 })).toBe('© 2026 Film Waffle')
    expect(t('ui_profile_picture_of', { name: 'ana' })).toBe('Profile picture of ana')
    expect(t('layout_copyright')).toBe('© {year} Film Waffle')
  })

  it('leaves the widgets’ text out of the first-load catalogue', () => {
    expect(textFor('drop_zone_too_many')).toBe('Error!')
    expect(tWidgets('drop_zone_too_large', { size: 250000 })).toBe(
      'File is larger than 250000 bytes',
    )
    expect(tWidgets('drop_zone_remove_file', { name: 'poster.png' })).toBe('Remove poster.png')
    expect(tWidgets('logout_success')).toBe('Logout successful, see you soon!')
  })

  it('knows which keys exist', () => {
    expect(hasText('logout_error')).toBe(true)
    expect(hasText('locale_name_it')).toBe(true)
    expect(hasText('logout_errors')).toBe(false)
  })
})

describe('an area translator (content)', () => {
  it('reads its own keys and every core key', () => {
    expect(tContent('vote_error')).toBe(enContent.vote_error)
    expect(tContent('logout_success')).toBe('Logout successful, see you soon!')
  })

  it("does not carry the widgets' text, which travels with the dialogs that show it", () => {
    expect(textForContent('drop_zone_too_large', { size: 250000 })).toBe('Error!')
    expect(tWidgets('drop_zone_too_large', { size: 250000 })).toBe(
      'File is larger than 250000 bytes',
    )
  })

  it("does not carry the post dialogs', the comments', the boards' or /home's text", () => {
    expect(textForContent('composer_submit_post')).toBe('Error!')
    expect(textForContent('search_dialog_placeholder')).toBe('Error!')
    expect(textForContent('comment_submit')).toBe('Error!')
    expect(textForContent('boards_filter_label')).toBe('Error!')
    expect(textForContent('home_most_popular')).toBe('Error!')
    expect(textForComments('comment_submit')).toBe('Comment')
    expect(textForBoards('boards_filter_label')).toBe('Show boards')
    expect(textForHome('home_most_popular')).toBe('Most popular')
    // The dialogs read their own keys, the content ones and the core ones.
    expect(tPostDialogs('composer_submit_post')).toBe('Publish post')
    expect(tPostDialogs('composer_panel_prompt')).toBe(enContent.composer_panel_prompt)
    expect(tPostDialogs('ui_close')).toBe(en.ui_close)
  })

  it('returns exactly "Error!" for an unknown key, prototype keys included', () => {
    expect(textForContent('no_such_key_anywhere')).toBe('Error!')
    expect(textForContent('toString')).toBe('Error!')
    expect(textForContent('__proto__')).toBe('Error!')
  })

  it('keeps the French, then Italian, fallbacks', () => {
    expect(textForContent('locale_name_fr')).toBe(fr.locale_name_fr)
    expect(textForContent('locale_name_it')).toBe(italian.locale_name_it)
    expect(tContent('ui_close')).toBe(en.ui_close)
  })

  it('knows which keys exist', () => {
    expect(hasContentText('vote_error')).toBe(true)
    expect(hasContentText('logout_error')).toBe(true)
    expect(hasContentText('locale_name_it')).toBe(true)
    expect(hasContentText('vote_errors')).toBe(false)
  })

  it('leaves its keys out of the core lookup, which the first load carries', () => {
    expect(textFor('vote_error')).toBe('Error!')
    expect(hasText('vote_error')).toBe(false)
  })
})

describe('the account translator', () => {
  it('reads account keys, core keys and the fallbacks; unknown keys give "Error!"', () => {
    expect(tAccount('login_error')).toBe(
      'Login error, please check your credentials and try again.',
    )
    expect(tAccount('logout_success')).toBe('Logout successful, see you soon!')
    expect(textForAccount('locale_name_it')).toBe(italian.locale_name_it)
    expect(textForAccount('vote_error')).toBe('Error!')
    expect(textForAccount('constructor')).toBe('Error!')
  })

  it("recognises server-sent account keys, such as password recovery's message", () => {
    expect(hasAccountText('password_recovery_success')).toBe(true)
    expect(hasText('password_recovery_success')).toBe(false)
    expect(hasAccountText('Your password was reset.')).toBe(false)
  })
})

describe('the catalogue parts', () => {
  it('never define the same key twice (an area must not shadow core text)', () => {
    const seen = new Map<string, string>()
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      for (const key of Object.keys(catalogue)) {
        expect(seen.get(key), `${key} in ${name}`).toBeUndefined()
        seen.set(key, name)
      }
    }
  })
})

describe('createTranslator', () => {
  const translate = createTranslator([
    { greeting: 'Hello {name}' },
    { greeting: 'Bonjour {name}', farewell: 'Au revoir' },
    { farewell: 'Arrivederci', thanks: 'Grazie' },
  ])

  it('looks keys up in catalogue order', () => {
    expect(translate('greeting', { name: 'Ada' })).toBe('Hello Ada')
    expect(translate('farewell')).toBe('Au revoir')
    expect(translate('thanks')).toBe('Grazie')
    expect(translate('missing')).toBe('Error!')
  })
})

describe('the EN catalogue', () => {
  it.each([
    [
      'login_user_not_verified',
      'Your account is not verified, you must verify before you can login. Redirecting you in 5 seconds...',
    ],
    ['registration_error', 'Registration error, please try again.'],
    ['registration_error_alt', "We couldn't create your account. Please try again."],
    ['username_taken', 'This username is already taken!'],
    ['username_taken_alt', 'That username is taken. Please choose another.'],
    ['registration_success', 'Account created! Check your email to verify.'],
    ['profile_username_taken', 'This username is already taken! Choose another one.'],
    ['profile_wrong_password', 'Your current password is incorrect!'],
    ['profile_password_mismatch', 'Your updated passwords do not match!'],
    ['profile_current_password_required', 'Please add your current password to update it!'],
    ['logout_error', 'Logout error, please try again.'],
    ['vote_error', 'I came across an issue casting your vote, please try again.'],
    ['max_image_file_size_error', 'This image is too large! Please choose an image under 250KB.'],
    ['max_photos_reached_post', 'You can only choose 1 image per post!'],
    ['missing_title_post', 'Please add a title to your post!'],
    ['missing_body_post', 'Please add some content to your post!'],
    ['missing_body_comment', 'Please add some content to your comment!'],
    ['please_log_in', 'Please log in!'],
    ['native_share_unsupported', 'Native share is not supported on your browser.'],
    ['questionnaire_no_answers', "You haven't selected any answers yet!"],
    ['over_18_required', 'You must confirm you are over 18.'],
    ['agree_terms_required', 'You must agree to the Terms to continue.'],
    ['password_not_strong', 'Password is not strong enough'],
    ['drop_zone_too_many', 'Too many files'],
  ] as const)('%s has its agreed wording', (key, text) => {
    expect(lookUp(key)).toBe(text)
  })

  it('ends every not-logged-in warning with "please log in"', () => {
    const family = PARTS.flatMap((part) => Object.keys(part.catalogue)).filter((key) =>
      key.startsWith('if_you_want_to_'),
    )
    expect(family).toEqual(
      expect.arrayContaining([
        'if_you_want_to_vote',
        'if_you_want_to_comment',
        'if_you_want_to_reply',
        'if_you_want_to_edit',
        'if_you_want_to_delete',
        'if_you_want_to_create_post',
        'if_you_want_to_create_group',
        'if_you_want_to_save_board',
        'if_you_want_to_join_group',
      ]),
    )
    for (const key of family) expect(lookUp(key)).toMatch(/please log in$/)
  })

  it('words the "I had an issue …, please try again." errors alike', () => {
    for (const key of [
      'questionnaire_response_error',
      'recommendations_error',
      'board_save_error',
      'account_delete_error',
    ] as const) {
      expect(lookUp(key)).toMatch(/^I had an issue .+, please try again\.$/)
    }
  })

  it('has no empty messages', () => {
    for (const [key, message] of PARTS.flatMap((part) => Object.entries(part.catalogue))) {
      expect(message.trim(), key).not.toBe('')
    }
  })
})
