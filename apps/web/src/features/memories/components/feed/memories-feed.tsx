import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { feedListName, feedTrail } from '../../api/feed-trail'
import { useFeed } from '../../api/get-feed'
import { useSnippets } from '../../api/get-snippets'
import { useAllTags } from '../../api/get-tags'
import { useFeedParams } from '../../hooks/use-feed-params'
import { useFocusOnChange } from '../../hooks/use-focus-on-change'
import { ChosenLanguage } from './chosen-language'
import { ChosenTags } from './chosen-tags'
import { FeedList } from './feed-list'
import { FeedTools } from './feed-tools'

/** The list's heading says what it lists: its order, or that it is filtered. */
const HEADINGS = {
  newest: msg`Recent memories`,
  top: msg`Most felt this month`,
  filtering: msg`Memories by tag`,
}

/**
 * The memories list (SPEC §9.1 /memories): the feed, newest or most felt, or, filtered by tags, the
 * recent snippets carrying them; either narrowed to one language (`?language=es`). `/memories?tag=<slug>` (the guide report's links) is resolved through
 * the tag lists, since the snippets call takes tag ids.
 */
export function MemoriesFeed() {
  const params = useFeedParams()
  const { t } = useLingui()
  const filtering = params.tagSlugs.length > 0
  const allTags = useAllTags(filtering)
  const chosen = allTags.tags.filter((tag) => params.tagSlugs.includes(tag.slug))
  const unknown =
    allTags.pending || allTags.failed ? [] : params.tagSlugs.filter((s) => !chosen.some((t) => t.slug === s))
  const missing = unknown.join('”, “')
  const missingCount = unknown.length
  const tagIds = chosen.map((tag) => tag.id)
  const { language } = params
  const feed = useFeed(params.sort, language, params.page, params.cursor, !filtering)
  const snippets = useSnippets(tagIds, language, params.page, params.cursor, filtering && tagIds.length > 0)
  const headingRef = useFocusOnChange<HTMLHeadingElement>(params.page)
  const list = filtering ? snippets : feed
  // Another page from where it starts, as far as this tab knows it (decision 063).
  const listName = feedListName({ ...(filtering ? { tagIds } : { sort: params.sort }), language })
  const goToPage = (page: number) => params.setPage(page, feedTrail.startOf(listName, page))

  return (
    <section aria-labelledby="memories-list" className="flex flex-col gap-5">
      <div className="flex flex-col gap-4">
        <FeedTools
          heading={
            <h2
              id="memories-list"
              ref={headingRef}
              tabIndex={-1}
              // Smaller where the row is narrow in the app's rem (a phone at 150 % text), so the
              // heading keeps one line beside its button.
              className="min-w-0 text-base font-semibold @min-[16rem]:text-lg @min-[20rem]:text-xl @min-[40rem]:text-2xl"
            >
              {t(HEADINGS[filtering ? 'filtering' : params.sort])}
            </h2>
          }
          filtering={filtering}
          sort={params.sort}
          onSort={params.setSort}
          language={language}
          onLanguage={params.setLanguage}
          tagSlugs={params.tagSlugs}
          onToggleTag={params.toggleTag}
        />
        <ChosenLanguage language={language} onClear={() => params.setLanguage(null)} />
        <ChosenTags tags={chosen} onRemove={params.toggleTag} onClear={params.clearTags} />
        {unknown.length > 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p>
              <Plural
                value={missingCount}
                one={`We could not find the tag “${missing}”. It may have been renamed.`}
                other={`We could not find the tags “${missing}”. They may have been renamed.`}
              />
            </p>
            {chosen.length === 0 ? (
              <Button variant="secondary" onClick={params.clearTags}>
                <Trans>Show all memories</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {filtering && allTags.pending ? <LoadingStatus>{t`Finding the tag…`}</LoadingStatus> : null}
      {filtering && allTags.failed && chosen.length === 0 ? (
        <p role="alert">
          <Trans>We could not load the tags just now. Please reload the page in a moment.</Trans>
        </p>
      ) : null}
      {filtering && chosen.length === 0 ? null : list.isPending ? (
        // As tall as the screen, so the footer stays out of view until the cards arrive: nothing
        // jumps (layout shift, decisions 013 and 029).
        <div className="min-h-dvh">
          <LoadingStatus>{t`Loading memories…`}</LoadingStatus>
        </div>
      ) : list.isError ? (
        <LoadError what={t`the memories`} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <FeedList
          page={list.data}
          loadingNext={list.isPlaceholderData}
          onPage={goToPage}
          filtering={filtering}
          onClearTags={params.clearTags}
          language={language}
          onClearLanguage={() => params.setLanguage(null)}
        />
      )}
    </section>
  )
}
