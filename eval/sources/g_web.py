"""lumen-web: a web frontend team, Next.js (App Router) on Vercel, a React design system, a separate checkout app."""

from common import m, q

GROUP = "lumen-web"
SHOP, DS, CHK = "storefront", "design-system", "checkout-web"

# Hand-laid data, one memory or query per call: keep the formatter out.
# fmt: off
MEMORIES = [
    # --- bugs ---------------------------------------------------------------------------------------------------
    m("hydration-price", "bug", SHOP, ["nextjs", "hydration", "i18n"], 0.88, """
        Product pages logged 'Hydration failed because the initial UI does not match what was rendered on the server'.
        Prices were formatted with toLocaleString() without a locale, so the server (en-US) and a German browser
        produced different strings. formatPrice now uses Intl.NumberFormat with the locale from the [locale] route
        segment."""),
    m("hydration-delivery", "bug", CHK, ["nextjs", "hydration", "dates"], 0.75, """
        The checkout delivery estimate caused hydration errors because it called Date.now() during render on both
        server and client, a few seconds apart around midnight. The estimate is now computed on the server and passed
        as a prop; the client never recomputes it."""),
    m("isr-stale-price", "bug", SHOP, ["nextjs", "isr", "caching"], 0.87, """
        Product pages kept showing old prices for up to an hour after a change in the PIM because the route used
        export const revalidate = 3600. The PIM webhook now calls /api/revalidate, which runs revalidateTag(
        'product:<sku>'), and fetches are tagged with next: { tags: [...] }."""),
    m("cms-cdn-stale", "bug", SHOP, ["cdn", "cms", "caching"], 0.7, """
        Contentful landing pages stayed stale for a day after editors published, because our custom headers() in
        next.config.js set Cache-Control: s-maxage=86400 on /campaign/*. Removed the override; those pages now use
        the Contentful publish webhook to revalidate."""),
    m("edge-crypto", "bug", SHOP, ["middleware", "edge-runtime", "jwt"], 0.86, """
        Deploy failed with "The edge runtime does not support Node.js 'crypto' module" after middleware.ts started
        verifying the session JWT with jsonwebtoken. Middleware runs on the edge runtime; we switched to jose
        (jwtVerify), which uses Web Crypto."""),
    m("hero-cls", "bug", SHOP, ["core-web-vitals", "cls", "images"], 0.85, """
        CLS on the home page was 0.28 because hero banners used next/image with fill inside a container without a
        fixed aspect ratio. Containers now have aspect-ratio set and images pass sizes="100vw"; CLS p75 is 0.04."""),
    m("module-cache-leak", "bug", SHOP, ["memory-leak", "nodejs", "caching"], 0.8, """
        Self-hosted preview servers grew to 3 GB RSS within a day. A module-level Map in lib/categoryCache.ts cached
        every category-filter combination forever. Replaced with lru-cache (max 5000 entries, ttl 10 minutes)."""),
    m("apollo-keyfields", "bug", SHOP, ["apollo", "graphql", "cache"], 0.82, """
        Switching colour on a product showed the wrong variant's stock: Apollo normalised ProductVariant objects by id
        only, and the API reuses the product id for variants. typePolicies now set keyFields: ['id', 'variantId'] for
        ProductVariant."""),
    m("safari-date", "bug", None, ["safari", "dates", "javascript"], 0.82, """
        Order history showed 'Invalid Date' only in Safari: new Date('2024-03-10 10:00') is not a valid ISO string (the
        space instead of T). All API dates are now parsed with parseISO from date-fns, and the API was asked to send
        full ISO 8601 with offset."""),
    m("playwright-animations", "bug", SHOP, ["playwright", "flaky-tests", "animations"], 0.8, """
        Storefront e2e tests were flaky: clicks landed while the mini-cart drawer was still sliding in. playwright
        config now sets use: { reducedMotion: 'reduce' } and the drawer respects prefers-reduced-motion; flaky rate went
        from 6% to under 0.5%."""),
    m("playwright-webkit-timeouts", "bug", CHK, ["playwright", "webkit", "flaky-tests"], 0.65, """
        Checkout e2e tests on WebKit timed out waiting for the payment iframe, because the sandbox provider is slow to
        load in WebKit on Linux runners. Those specs use a 60 s timeout for the iframe locator only."""),
    m("lodash-bundle", "bug", SHOP, ["bundle-size", "lodash", "performance"], 0.85, """
        First-load JS of the product page grew by 70 KB after someone wrote import _ from 'lodash'. We use per-method
        imports from lodash-es, the eslint rule no-restricted-imports blocks 'lodash', and size-limit in CI fails the
        PR when a page exceeds its budget."""),
    m("icons-barrel", "bug", DS, ["bundle-size", "icons", "tree-shaking"], 0.75, """
        Apps importing a single icon from @lumen/ui pulled in all 900 icons because the icons barrel file re-exported
        everything from a CommonJS build. @lumen/ui now ships ESM with sideEffects: false and a separate
        @lumen/ui/icons/<Name> entry per icon."""),
    m("csp-inline-analytics", "bug", SHOP, ["csp", "security", "analytics"], 0.85, """
        After the CSP rollout the analytics snippet stopped working: "Refused to execute inline script because it
        violates the following Content Security Policy directive: script-src 'self'". middleware.ts now generates a
        nonce per request, adds it to the CSP header and passes it to <Script nonce={nonce}>."""),
    m("csp-frame-ancestors", "bug", CHK, ["csp", "iframe", "payments"], 0.7, """
        The payment provider's 3-D Secure page could not be framed in checkout because our CSP set frame-src 'self'.
        frame-src now allows the provider's domains listed in checkout-web/security/csp.ts, which is the only place
        to edit CSP sources."""),
    m("double-order", "bug", CHK, ["checkout", "double-submit", "idempotency"], 0.9, """
        WEB-1188: customers double-clicking 'Place order' created two orders. The button is now disabled while the
        mutation is pending (useFormStatus), and checkout-web sends an Idempotency-Key generated when the review
        step renders, so a second submit returns the first order."""),
    m("locale-redirect-loop", "bug", SHOP, ["i18n", "middleware", "redirects"], 0.85, """
        WEB-1203: /de/ URLs went into a redirect loop (ERR_TOO_MANY_REDIRECTS) because next.config had trailingSlash:
        true while our locale middleware stripped trailing slashes. trailingSlash is false now and the middleware
        normalises the path once."""),
    m("search-timeout", "bug", SHOP, ["vercel", "serverless", "timeouts"], 0.82, """
        /api/search returned 504 FUNCTION_INVOCATION_TIMEOUT for broad queries because it aggregated facets from
        Algolia and the commerce API sequentially and the serverless function limit was 10 s. Calls now run in
        parallel and the route exports maxDuration = 30."""),
    m("sourcemaps-missing", "bug", None, ["sentry", "sourcemaps", "ci"], 0.75, """
        Sentry stack traces were minified because source maps were uploaded under a release name computed before the
        build, which differed from the one in the bundle. The Sentry webpack plugin (withSentryConfig) now sets the
        release from VERCEL_GIT_COMMIT_SHA for both."""),
    m("button-forwardref", "bug", DS, ["react", "accessibility", "focus"], 0.8, """
        DS-88: focus did not return to the trigger after closing a Dialog, because Button did not forward its ref, so
        Radix could not focus it. Button, IconButton and Link now use forwardRef; a Storybook interaction test checks
        focus return."""),
    m("theme-flash", "bug", SHOP, ["dark-mode", "fouc", "hydration"], 0.75, """
        Dark-mode users saw a white flash on every page load because the theme class was applied in a useEffect after
        hydration. A small blocking inline script in the root layout now reads the theme cookie and sets
        class="dark" on <html> before paint."""),
    # --- conventions ---------------------------------------------------------------------------------------------
    m("ds-component-rules", "convention", DS, ["design-system", "storybook", "accessibility"], 0.87, """
        Every @lumen/ui component ships with a Storybook story covering its variants and an axe check via the
        Storybook test-runner. Props follow Radix naming (open, onOpenChange); no component fetches data."""),
    m("tailwind-tokens", "convention", None, ["tailwind", "css", "design-tokens"], 0.84, """
        Styling is Tailwind with the @lumen/tailwind-preset tokens. Arbitrary values like text-[13px] are only allowed
        for layout sizes; colours and spacing must come from tokens, enforced by eslint-plugin-tailwindcss."""),
    m("rsc-default", "convention", None, ["react-server-components", "nextjs"], 0.85, """
        Components are Server Components by default. Put 'use client' as deep in the tree as possible, on the smallest
        interactive leaf; never mark a layout or a page as a client component."""),
    m("public-env", "convention", None, ["environment", "secrets", "nextjs"], 0.9, """
        Only values that are safe for anyone to read may use the NEXT_PUBLIC_ prefix, because they are inlined into the
        client bundle at build time. Secrets are read in server code only, via env.ts, which validates them
        with zod."""),
    m("changesets", "convention", DS, ["releases", "changesets", "semver"], 0.8, """
        Changes to packages/ui need a changeset (pnpm changeset) describing the impact; the release workflow publishes
        @lumen/ui to the internal registry with semver. Breaking changes need a codemod or a migration note."""),
    m("testing-stack", "convention", None, ["testing", "vitest", "playwright"], 0.82, """
        Unit and component tests use Vitest with Testing Library (query by role, not by test id). End-to-end tests are
        Playwright and run against the Vercel preview deployment of each PR."""),
    m("wcag-target", "convention", None, ["accessibility", "wcag"], 0.85, """
        Accessibility target is WCAG 2.2 AA for every public page. New pages need a keyboard-only walkthrough and a
        screen-reader check with VoiceOver before release; axe violations of impact serious fail CI."""),
    m("flags-server", "convention", None, ["feature-flags", "launchdarkly"], 0.78, """
        Feature flags come from LaunchDarkly and are evaluated on the server in the root layout, then passed down
        through FlagsProvider; evaluating flags in client components causes flicker and is not allowed."""),
    m("conventional-commits", "convention", None, ["git", "commits"], 0.7, """
        Commit messages follow Conventional Commits (feat:, fix:, chore:); the commitlint hook checks them and the
        scope is the app or package name, e.g. fix(checkout): ..."""),
    # --- decisions -----------------------------------------------------------------------------------------------
    m("app-router", "decision", SHOP, ["nextjs", "app-router"], 0.85, """
        The storefront moved from the Pages Router to the App Router (ADR-W9) for streaming, nested layouts and Server
        Components; remaining pages/ routes are only the legacy account area, to be ported by Q4."""),
    m("tailwind-over-sc", "decision", None, ["tailwind", "styled-components", "css"], 0.8, """
        We replaced styled-components with Tailwind because runtime CSS-in-JS does not work in Server Components and
        added 12 KB of runtime. Existing styled-components in the account area are migrated when touched."""),
    m("vercel-hosting", "decision", None, ["vercel", "hosting"], 0.78, """
        Production storefront and checkout are hosted on Vercel (team lumen) rather than self-hosted on Kubernetes:
        preview deployments per PR and ISR at the edge outweigh the cost. Only the preview-servers for the PIM are
        self-hosted."""),
    m("gql-codegen", "decision", None, ["graphql", "codegen", "typescript"], 0.8, """
        GraphQL operations are typed with graphql-codegen using the client preset (graphql() tagged documents). Types
        are regenerated by pnpm codegen; hand-written response types are not allowed."""),
    m("tanstack-account", "decision", SHOP, ["tanstack-query", "client-data"], 0.7, """
        Client-side data in the logged-in account area uses TanStack Query; public catalogue pages fetch on the server
        only, because that data must be in the HTML for SEO."""),
    # --- architecture --------------------------------------------------------------------------------------------
    m("monorepo-layout", "architecture", None, ["monorepo", "turborepo"], 0.85, """
        Monorepo layout: apps/storefront, apps/checkout, packages/ui (@lumen/ui), packages/config (eslint, tsconfig,
        tailwind preset) and packages/graphql (generated types). turbo.json defines build, lint and test pipelines."""),
    m("storefront-data", "architecture", SHOP, ["graphql", "contentful", "data"], 0.85, """
        The storefront reads catalogue and cart data from the commerce GraphQL API at api.lumen.shop/graphql and
        editorial content from Contentful; both are fetched in Server Components with tagged fetch caching."""),
    m("checkout-separate", "architecture", CHK, ["checkout", "pci", "iframe"], 0.85, """
        Checkout is a separate Next.js app at checkout.lumen.shop so that only it is in PCI scope. Card data is entered
        in the payment provider's hosted iframe; checkout-web never sees card numbers, only a payment token."""),
    m("algolia-search", "architecture", SHOP, ["search", "algolia"], 0.78, """
        Product search uses Algolia index products_prod (replicas products_prod_price_asc and _price_desc for sorting);
        the index is fed by the commerce platform's export job every 10 minutes."""),
    m("cloudinary-loader", "architecture", SHOP, ["images", "cloudinary"], 0.7, """
        Images go through a custom next/image loader (lib/cloudinaryLoader.ts) that builds Cloudinary URLs with f_auto
        and q_auto; Vercel image optimisation is disabled to avoid paying for it twice."""),
    # --- observations --------------------------------------------------------------------------------------------
    m("lcp-mobile", "observation", SHOP, ["core-web-vitals", "lcp", "mobile"], 0.8, """
        Field data (CrUX) for the storefront: mobile LCP p75 is 2.9 s, over the 2.5 s 'good' threshold; the LCP element
        is the product hero image, which is not preloaded. Desktop is fine."""),
    m("lcp-desktop", "observation", SHOP, ["core-web-vitals", "lcp", "desktop"], 0.6, """
        Desktop LCP p75 is 1.6 s and INP p75 120 ms; the only desktop issue is the category page filter panel, which
        causes INP spikes above 400 ms when many facets are selected."""),
    m("build-time", "observation", None, ["ci", "turborepo", "build-speed"], 0.7, """
        CI builds took 11 minutes until the Turborepo remote cache was enabled on Vercel; unchanged packages are now
        cache hits and a typical PR build takes 3 to 4 minutes."""),
    m("strictmode-double", "observation", None, ["react", "strict-mode", "analytics"], 0.7, """
        In development every page_view analytics event fires twice because React StrictMode mounts effects twice. It
        does not happen in production builds; do not add dedupe hacks for it."""),
    m("algolia-cost", "observation", SHOP, ["algolia", "cost", "search"], 0.6, """
        Algolia usage is about 48M search requests a month; 40% come from search-as-you-type. Debouncing input to
        150 ms would cut requests by roughly a quarter."""),
    m("font-shift", "observation", SHOP, ["fonts", "cls"], 0.6, """
        Using next/font for Inter with display: swap and adjustFontFallback kept CLS from fonts near zero; the remaining
        shift came from the cookie banner, which now reserves its space."""),
    # --- research & plans ---------------------------------------------------------------------------------------
    m("ppr-research", "research", SHOP, ["nextjs", "partial-prerendering"], 0.55, """
        Tried Partial Prerendering on the product page: static shell from the CDN with the price and stock streamed in
        improved TTFB by 200 ms, but it is still experimental, so not for production yet."""),
    m("view-transitions", "research", None, ["view-transitions", "animations"], 0.5, """
        Experimented with the View Transitions API for product list to detail navigation. Looks good in Chrome, no
        support in Firefox at the time; would need a fallback and careful reduced-motion handling."""),
    m("account-port-plan", "plan", SHOP, ["app-router", "migration"], 0.65, """
        Plan to port the legacy pages/account routes to the App Router by Q4: orders and addresses first, then payment
        methods, which depends on checkout's new saved-cards API."""),
    m("inp-plan", "plan", SHOP, ["core-web-vitals", "inp"], 0.6, """
        To fix INP on category pages we will move facet filtering to a web worker and use useTransition for the
        result list update; target INP p75 under 200 ms."""),
    m("rum-research", "research", None, ["monitoring", "rum"], 0.55, """
        Compared Vercel Speed Insights with SpeedCurve RUM: SpeedCurve gives per-template breakdowns and budgets,
        Speed Insights is included in our plan. Staying on Speed Insights plus CrUX for now."""),
    # --- distractors ---------------------------------------------------------------------------------------------
    m("pr-template", "convention", None, ["process", "pull-requests"], 0.6, """
        PR descriptions use the template in .github/pull_request_template.md: what, why, screenshots for UI changes,
        and the preview URL. Reviewers check the preview, not just the diff."""),
    m("figma-sync", "observation", DS, ["figma", "design-tokens"], 0.55, """
        Design tokens are exported from Figma with Tokens Studio into packages/config/tokens.json; a script converts
        them into the Tailwind preset. Designers own the JSON, engineers own the script."""),
    m("seo-sitemaps", "architecture", SHOP, ["seo", "sitemaps"], 0.65, """
        Sitemaps are generated by app/sitemap.ts split into chunks of 45,000 URLs per locale, and robots.ts blocks
        faceted URLs with more than two filters."""),
    m("browserstack", "observation", None, ["testing", "devices"], 0.5, """
        Manual device testing before big releases uses BrowserStack Live with the shared lumen-qa account; the
        checklist is in Notion under Release QA."""),
    m("storybook-chromatic", "convention", DS, ["storybook", "visual-testing"], 0.7, """
        Visual regression for @lumen/ui runs on Chromatic; every PR touching packages/ui needs the Chromatic check
        accepted by a designer or the author before merge."""),
    m("error-boundaries", "convention", SHOP, ["error-handling", "nextjs"], 0.7, """
        Each route segment that fetches data has its own error.tsx and loading.tsx; error.tsx reports to Sentry with the
        segment name and offers a retry via reset(). The global-error.tsx is the last resort only."""),
    m("redirects-source", "convention", SHOP, ["seo", "redirects"], 0.65, """
        SEO redirects for retired product URLs are managed in Contentful (content type redirect) and applied by
        middleware from an edge config snapshot; do not add them to next.config.js, which needs a deploy per
        change."""),
    # --- versioned facts -----------------------------------------------------------------------------------------
    m("next-135", "decision", None, ["nextjs", "version"], 0.85, """
        All apps are on Next.js 13.5 with React 18.2; upgrades are done in one PR for storefront and checkout together
        so the shared packages see a single version."""),
    m("node-18", "decision", None, ["nodejs", "runtime", "vercel"], 0.85, """
        Vercel projects use the Node.js 18.x runtime and .nvmrc pins 18 for local development and CI, matching the
        engines field in package.json."""),
    m("js-budget-200", "decision", SHOP, ["bundle-size", "performance-budget"], 0.8, """
        Performance budget: first-load JS per storefront route must stay under 200 KB gzip, checked by size-limit in
        CI; checkout routes have no budget yet."""),
    m("yarn-workspaces", "decision", None, ["package-manager", "monorepo"], 0.8, """
        The monorepo uses Yarn 1 workspaces with a single yarn.lock at the root; run yarn install --frozen-lockfile in
        CI and never commit package-lock.json files."""),
    m("browsers-safari14", "convention", None, ["browser-support", "safari"], 0.8, """
        Browser support: last two versions of Chrome, Edge and Firefox, plus Safari 14 and newer on macOS and iOS.
        The browserslist config in packages/config reflects this."""),
    m("pw-chromium", "convention", None, ["playwright", "ci", "browsers"], 0.75, """
        Playwright in CI runs the e2e suite on Chromium only to keep runs under 10 minutes; WebKit and Firefox are
        covered by a manual smoke test before releases."""),
    m("next-142", "decision", None, ["nextjs", "version"], 0.88, """
        Upgraded storefront and checkout to Next.js 14.2 (React 18.3); server actions are now stable and used for
        the newsletter and checkout forms.""", sup="next-135"),
    m("node-20", "decision", None, ["nodejs", "runtime", "vercel"], 0.88, """
        Node.js runtime moved to 20.x on all Vercel projects and in .nvmrc, since Vercel deprecates 18; the engines
        field now says >=20.""", sup="node-18"),
    m("js-budget-170", "decision", SHOP, ["bundle-size", "performance-budget"], 0.85, """
        The first-load JS budget for storefront routes was lowered to 170 KB gzip after the lodash and icon cleanups,
        to protect the mobile LCP work; size-limit enforces it.""", sup="js-budget-200"),
    m("pnpm-turbo", "decision", None, ["package-manager", "monorepo", "pnpm"], 0.9, """
        The monorepo switched from Yarn 1 to pnpm workspaces with Turborepo; use pnpm install --frozen-lockfile, the
        lockfile is pnpm-lock.yaml, and packageManager in package.json pins pnpm 9.""", sup="yarn-workspaces"),
    m("browsers-safari154", "convention", None, ["browser-support", "safari"], 0.85, """
        Minimum Safari is now 15.4 (for dialog element and structuredClone), plus the last two versions of Chrome, Edge
        and Firefox; browserslist updated accordingly.""", sup="browsers-safari14"),
    m("pw-chromium-webkit", "convention", None, ["playwright", "ci", "browsers"], 0.85, """
        After several Safari-only checkout bugs, Playwright in CI runs on both Chromium and WebKit (sharded over 4
        workers); Firefox remains a manual pre-release check.""", sup="pw-chromium"),
    m("next-15", "decision", None, ["nextjs", "version"], 0.9, """
        Both apps are on Next.js 15 with React 19 now. fetch is no longer cached by default, so every cached fetch must
        set cache: 'force-cache' or next.revalidate explicitly.""", sup="next-142"),
]

QUERIES = [
    # paraphrase
    q("paraphrase", "euro amounts on item pages trigger a React mismatch warning for visitors from Germany",
      "hydration-price"),
    q("paraphrase", "after the merchandising team changes a price, the product page still shows the old one",
      "isr-stale-price"),
    q("paraphrase", "the page jumps around while the big banner image loads", "hero-cls"),
    q("paraphrase", "shoppers pressing the order button twice ended up with two purchases", "double-order"),
    q("paraphrase", "error reports show unreadable minified stack traces", "sourcemaps-missing"),
    q("paraphrase", "the screen flashes white before switching to the dark colour scheme", "theme-flash"),
    q("paraphrase", "picking a different colour of an item displayed stock for the wrong option", "apollo-keyfields"),
    q("paraphrase", "the preview server's memory keeps climbing throughout the day", "module-cache-leak"),
    q("paraphrase", "where should I place the client-side boundary in a component tree?", "rsc-default"),
    q("paraphrase", "can I expose an API key to the browser with an environment variable prefix?", "public-env"),
    # identifier
    q("identifier", "WEB-1203", "locale-redirect-loop"),
    q("identifier", "FUNCTION_INVOCATION_TIMEOUT /api/search", "search-timeout"),
    q("identifier", "The edge runtime does not support Node.js 'crypto' module", "edge-crypto"),
    q("identifier", "DS-88", "button-forwardref"),
    q("identifier", "products_prod_price_asc", "algolia-search"),
    q("identifier", "WEB-1188", "double-order"),
    # keyword
    q("keyword", "safari invalid date parse", "safari-date"),
    q("keyword", "storybook axe test-runner component", "ds-component-rules"),
    q("keyword", "styled-components tailwind server components", "tailwind-over-sc"),
    q("keyword", "launchdarkly flags evaluation", "flags-server"),
    # decoy
    q("decoy", "hydration error in the checkout delivery date", "hydration-delivery",
      decoys=["hydration-price"]),
    q("decoy", "Contentful campaign pages stay stale after publishing", "cms-cdn-stale",
      decoys=["isr-stale-price"]),
    q("decoy", "CSP blocks the analytics inline script on the storefront", "csp-inline-analytics",
      decoys=["csp-frame-ancestors"]),
    q("decoy", "flaky storefront Playwright tests clicking during the cart drawer animation", "playwright-animations",
      decoys=["playwright-webkit-timeouts"]),
    q("decoy", "what is the mobile LCP p75 of the storefront?", "lcp-mobile", decoys=["lcp-desktop"]),
    q("decoy", "the design system makes apps ship every icon even when one is imported", "icons-barrel",
      decoys=["lodash-bundle"]),
    # superseded
    q("superseded", "which Next.js and React versions are the apps on?", "next-15"),
    q("superseded", "what Node version should I use locally for the web apps?", "node-20"),
    q("superseded", "what is the first-load JavaScript budget for storefront pages?", "js-budget-170"),
    q("superseded", "which package manager does the frontend monorepo use, and what install command runs in CI?",
      "pnpm-turbo"),
    q("superseded", "what is the oldest Safari version we support?", "browsers-safari154"),
    q("superseded", "which browsers does the Playwright suite run on in CI?", "pw-chromium-webkit"),
    # multi
    q("multi", "how is checkout kept out of card-data scope, and what did the CSP change break there?",
      ["checkout-separate", "csp-frame-ancestors"]),
    q("multi", "what are we doing about storefront mobile LCP?", ["lcp-mobile", "js-budget-170"]),
    q("multi", "how do we keep JavaScript bundles small?", ["lodash-bundle", "icons-barrel", "js-budget-170"]),
]
