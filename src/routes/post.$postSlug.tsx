import { createFileRoute } from '@tanstack/react-router'
import { validatePostSearch } from '../lib/search-params'
import { PagePlaceholder } from './-components/page-placeholder'

export const Route = createFileRoute('/post/$postSlug')({
  validateSearch: validatePostSearch,
  staticData: { titleKey: 'page_post_title' },
  component: PostPage,
})

function PostPage() {
  return <PagePlaceholder titleKey="page_post_title" />
}
