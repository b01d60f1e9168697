"""pocketfit-mobile: a fitness app team, iOS (Swift/SwiftUI), Android (Kotlin/Compose), a Node BFF on MongoDB."""

from common import m, q

GROUP = "pocketfit-mobile"
IOS, AND, BFF = "ios-app", "android-app", "mobile-bff"

# Hand-laid data, one memory or query per call: keep the formatter out.
# fmt: off
MEMORIES = [
    # --- bugs ---------------------------------------------------------------------------------------------------
    m("e11000-devices", "bug", BFF, ["mongodb", "push", "duplicates"], 0.9, """
        POST /devices failed with 'E11000 duplicate key error collection: pocketfit.devices index: pushToken_1' when
        a user reinstalled the app and the OS handed back the same push token under a new install id. The handler now
        does updateOne({pushToken}, {$set: ...}, {upsert: true}) instead of insertOne."""),
    m("e11000-workouts", "bug", BFF, ["mongodb", "offline-sync", "duplicates"], 0.85, """
        Offline sync retries produced E11000 on the workouts collection (index clientId_1) when the app re-sent a
        batch whose first attempt had actually succeeded. Sync now treats a duplicate clientId as success and returns
        the stored workout, so the client can clear its outbox."""),
    m("healthkit-bg", "bug", IOS, ["healthkit", "background", "ios17"], 0.88, """
        After users upgraded to iOS 17, Apple Health step sync stopped running in the background. We only called
        HKHealthStore.enableBackgroundDelivery at onboarding; it must be called on every app launch, from
        application(_:didFinishLaunchingWithOptions:). Fixed in IOS-812, release 5.14."""),
    m("health-connect-perm", "bug", AND, ["health-connect", "permissions", "android14"], 0.85, """
        On Android 14 reads from Health Connect started throwing SecurityException after some app updates: the
        permission grant was dropped when the app moved to a new signing key lineage in Play. We now check
        PermissionController.getGrantedPermissions on each resume and show the re-consent sheet if steps are
        missing."""),
    m("room-anr", "bug", AND, ["anr", "room", "startup"], 0.87, """
        Play Console showed ANR rate 0.9% (bad behaviour threshold is 0.47%). Cause: the Room migration from schema 11
        to 12 ran on the main thread during Application.onCreate. Database opening moved into a coroutine on
        Dispatchers.IO behind the splash screen; ANR rate dropped to 0.2%."""),
    m("swiftui-list-crash", "bug", IOS, ["swiftui", "crash", "ios16"], 0.8, """
        EXC_BAD_ACCESS in WorkoutListView on iOS 16 when a row was swiped away while the list was still animating an
        insert. The ForEach used array indices as identity. Using the workout's stable id (Identifiable) fixed it."""),
    m("apns-410", "bug", BFF, ["push", "apns", "tokens"], 0.86, """
        notification-service kept retrying pushes to iPhones whose token APNs had answered with 410 Unregistered, and
        Apple started throttling our connection. On 410 (or 400 BadDeviceToken) the token is now deleted from
        devices immediately and never retried."""),
    m("fcm-quota", "bug", BFF, ["push", "fcm", "campaigns"], 0.75, """
        Marketing's New Year campaign sent 2.1M individual FCM messages in a tight loop and got QUOTA_EXCEEDED after
        a few minutes. Broadcasts must go through FCM topics (topic news_all) or the batch send API at no more than
        500 messages per call."""),
    m("assetlinks-ctype", "bug", AND, ["deep-links", "app-links", "android12"], 0.88, """
        On Android 12+ links to pocketfit.app/w/... opened in the browser instead of the app. App Links verification
        was failing because CloudFront served /.well-known/assetlinks.json as binary/octet-stream. It must be
        application/json and not redirect; check with adb shell pm get-app-links app.pocketfit."""),
    m("r8-moshi", "bug", AND, ["r8", "proguard", "moshi", "release"], 0.9, """
        AND-544: release builds crashed with JsonDataException: Required value 'durationSec' missing, while debug
        builds were fine. R8 had stripped reflective Moshi adapters. All API models now use
        @JsonClass(generateAdapter = true) with KSP codegen; never rely on reflection in release."""),
    m("keychain-restore", "bug", IOS, ["keychain", "auth", "device-migration"], 0.8, """
        Users restoring to a new iPhone were logged out, because the refresh token was stored with
        kSecAttrAccessibleWhenUnlockedThisDeviceOnly, which is not migrated. Switched to
        kSecAttrAccessibleAfterFirstUnlock for the refresh token only; the biometric key stays device-only."""),
    m("refresh-race", "bug", None, ["auth", "tokens", "concurrency"], 0.9, """
        Random logouts: two requests hit 401 at the same time and both refreshed the token. With refresh token
        rotation the second refresh used an already-rotated token, Auth0 revoked the family, and the user was logged
        out. Both apps now funnel refreshes through one in-flight call (TokenRefresher actor on iOS, Mutex on
        Android)."""),
    m("feed-collscan", "bug", BFF, ["mongodb", "performance", "indexes"], 0.85, """
        GET /feed p95 went above 2 s once the activities collection passed 40M documents. explain() showed COLLSCAN:
        the query filtered on userId and sorted on createdAt, but only a single-field userId index existed. Added the
        compound index {userId: 1, createdAt: -1}; p95 back to 120 ms."""),
    m("workmanager-battery", "bug", AND, ["battery", "workmanager", "sync"], 0.82, """
        Play Console flagged excessive wake-ups: the PeriodicWorkRequest for SyncWorker ran every 15 minutes without
        constraints. It now runs hourly with NetworkType.CONNECTED and requiresBatteryNotLow; user-triggered sync is
        still immediate."""),
    m("streak-timezone", "bug", None, ["streaks", "timezone"], 0.84, """
        MOB-977: workout streaks reset for people who travelled across time zones. The server computed streak days in
        UTC while the app showed local days. Streak days are now computed from the workout's recorded local date
        (localDate field sent by the app), not from the UTC timestamp."""),
    m("heic-upload", "bug", None, ["images", "heic", "upload"], 0.8, """
        Progress photos taken on iPhone failed with 'unsupported image format' in the BFF's sharp pipeline because
        they were HEIC. iOS now converts to JPEG (quality 0.8, longest side 2048 px) before upload; the BFF rejects
        anything that is not JPEG or PNG with ERR_IMAGE_FORMAT."""),
    m("crashlytics-cancel-noise", "bug", AND, ["crashlytics", "coroutines", "noise"], 0.65, """
        Crashlytics showed JobCancellationException as a top non-fatal, but they are normal coroutine cancellations
        when a screen closes. The CoroutineExceptionHandler now ignores CancellationException before recording."""),
    m("foreground-service-type", "bug", AND, ["android14", "foreground-service", "workouts"], 0.88, """
        Workout tracking crashed on Android 14 with MissingForegroundServiceTypeException. Apps targeting SDK 34 must
        declare android:foregroundServiceType="health" on WorkoutTrackingService and hold the
        FOREGROUND_SERVICE_HEALTH permission."""),
    m("dark-mode-charts", "bug", IOS, ["charts", "dark-mode", "ui"], 0.6, """
        Heart-rate charts were unreadable in dark mode because the line colour was hard-coded #1A1A1A. Charts now take
        colours from the asset catalog (Chart/Line, Chart/Grid) which have dark variants."""),
    # --- conventions ---------------------------------------------------------------------------------------------
    m("analytics-naming", "convention", None, ["analytics", "events", "naming"], 0.88, """
        Analytics events are snake_case object_action, e.g. workout_started, paywall_dismissed. Every event and its
        properties are declared in analytics/events.yaml; a codegen step creates typed Swift and Kotlin helpers, and CI
        fails on events not in the file."""),
    m("strings-lokalise", "convention", None, ["localization", "strings"], 0.85, """
        No user-facing string may be hard-coded. Keys follow screen.element.purpose (workout_detail.button.start) and
        are added in Lokalise first; lokalise2 file download in CI pulls translations for both apps."""),
    m("swiftlint-rules", "convention", IOS, ["swift", "lint"], 0.8, """
        SwiftLint runs as a build phase with force_unwrapping and force_try as errors outside test targets. Prefer
        guard let with a logged early return; implicitly unwrapped optionals only for IBOutlets in legacy UIKit."""),
    m("kotlin-lint", "convention", AND, ["kotlin", "lint", "detekt"], 0.8, """
        Android uses ktlint for formatting and detekt with config/detekt.yml; ./gradlew detekt must pass before merge.
        Every Compose screen needs at least one @Preview with light and dark themes."""),
    m("openapi-clients", "convention", None, ["api", "openapi", "codegen"], 0.86, """
        The BFF contract is mobile-bff/openapi.yaml and is the source of truth. Swift and Kotlin clients are generated
        with openapi-generator (make clients); never hand-edit files under Generated/ or build/generated/."""),
    m("remote-config-flags", "convention", None, ["feature-flags", "remote-config", "firebase"], 0.84, """
        Feature flags are Firebase Remote Config parameters prefixed ff_ (ff_new_paywall). Defaults must be shipped in
        remote_config_defaults.plist / remote_config_defaults.xml so the app behaves sanely offline on first
        launch."""),
    m("a11y-targets", "convention", None, ["accessibility", "ui"], 0.82, """
        Accessibility baseline: support Dynamic Type / font scale up to 200%, tap targets at least 44 pt on iOS and
        48 dp on Android, and every icon-only button has a content description. Checked in design review."""),
    m("crash-triage", "convention", None, ["crashlytics", "triage", "process"], 0.78, """
        Any Crashlytics issue affecting more than 0.1% of users on the latest version gets a MOB ticket within one
        working day, labelled crash and assigned by the platform lead on duty."""),
    m("versioning", "convention", None, ["release", "versioning"], 0.8, """
        Both apps use marketing version MAJOR.MINOR.PATCH shared across platforms; the build number (CFBundleVersion
        and versionCode) is the CI run number, so it always increases. Hotfixes bump PATCH only."""),
    # --- decisions -----------------------------------------------------------------------------------------------
    m("swiftui-new-screens", "decision", IOS, ["swiftui", "uikit"], 0.85, """
        New iOS screens are written in SwiftUI; existing UIKit screens are only rewritten when they need major
        changes. Navigation uses NavigationStack with a Router object per tab."""),
    m("compose-only", "decision", AND, ["compose", "ui"], 0.85, """
        All new Android UI is Jetpack Compose with Material 3; XML layouts remain only in the legacy settings flow.
        Navigation uses Navigation-Compose with type-safe routes."""),
    m("no-rn", "decision", None, ["react-native", "cross-platform"], 0.75, """
        We decided against React Native or Flutter for the main app (ADR-M4): the HealthKit/Health Connect and
        background tracking work is deeply native, and two native teams already exist."""),
    m("phased-ios", "decision", IOS, ["release", "app-store", "rollout"], 0.8, """
        iOS releases use App Store phased release over 7 days (1%, 2%, 5%, 10%, 20%, 50%, 100%). We pause the phase if
        the crash-free sessions of the new version drop below target on day 2."""),
    m("staged-android", "decision", AND, ["release", "play-store", "rollout"], 0.8, """
        Android production rollouts in Play Console go 5% -> 20% -> 50% -> 100%, with at least 24 hours between steps
        and a halt if the ANR rate for the new version goes above 0.3%."""),
    m("auth0-pkce", "architecture", None, ["auth", "auth0", "oauth"], 0.88, """
        Login is OAuth2 authorization code with PKCE against the Auth0 tenant pocketfit.eu.auth0.com, using
        ASWebAuthenticationSession on iOS and Custom Tabs on Android. Refresh tokens rotate on every use."""),
    # --- architecture --------------------------------------------------------------------------------------------
    m("bff-arch", "architecture", BFF, ["node", "fastify", "mongodb"], 0.85, """
        mobile-bff is Node.js with Fastify, running on ECS Fargate behind api.pocketfit.app. It owns the MongoDB
        Atlas cluster pf-prod-0 (users, devices, workouts, activities) and aggregates calls to the subscription and
        coaching services."""),
    m("offline-sync-arch", "architecture", None, ["offline-sync", "core-data", "room"], 0.88, """
        Workouts are written locally first (Core Data on iOS, Room on Android) with a client-generated UUID clientId
        and queued in an outbox. SyncEngine pushes the outbox in batches of 50; the server upserts by clientId and
        conflicts resolve last-write-wins on updatedAt."""),
    m("push-arch", "architecture", BFF, ["push", "apns", "fcm"], 0.8, """
        Push path: product services publish to the SNS topic notifications-out; notification-service (part of
        mobile-bff repo) resolves device tokens and sends via APNs HTTP/2 with a .p8 key and via FCM HTTP v1."""),
    m("android-modules", "architecture", AND, ["gradle", "modularization"], 0.75, """
        The Android app is split into Gradle modules: :app, :core:network, :core:database, :core:designsystem and
        feature modules such as :feature:workouts and :feature:paywall. Feature modules may not depend on each
        other; shared code goes to :core."""),
    m("ios-spm", "architecture", IOS, ["spm", "modularization"], 0.75, """
        iOS code lives in local Swift packages under Packages/: PFNetworking, PFPersistence, PFDesign, and one package
        per feature. The app target only wires dependencies together in AppContainer."""),
    m("image-cdn", "architecture", None, ["images", "cdn", "imgproxy"], 0.7, """
        User images are stored in S3 bucket pf-user-media and served through imgproxy at images.pocketfit.app; the
        apps request sizes with the /rs:fit:<w>:<h>/ path segment and must use only the sizes 256, 512 and 1024."""),
    # --- observations --------------------------------------------------------------------------------------------
    m("android-cold-start", "observation", AND, ["performance", "startup", "baseline-profiles"], 0.8, """
        Android cold start p50 was 1.8 s on mid-range devices (Pixel 4a class). Adding a Baseline Profile generated
        with the Macrobenchmark module cut it to 1.25 s; regenerate the profile before every release."""),
    m("ios-cold-start", "observation", IOS, ["performance", "startup"], 0.7, """
        iOS cold start p50 is about 0.9 s on iPhone 12; most of it is dyld loading and the Firebase SDK setup. Moving
        analytics initialisation off the launch path saved 150 ms."""),
    m("ios-binary-size", "observation", IOS, ["app-size", "assets"], 0.7, """
        The iOS download size is 68 MB; 22 MB of that are Lottie JSON animations for the exercise library. Moving
        them to on-demand resources is the easiest win."""),
    m("universal-links-cache", "observation", IOS, ["deep-links", "universal-links"], 0.8, """
        Changes to apple-app-site-association take up to 48 hours to reach devices because Apple's CDN caches it.
        For testing use the ?mode=developer suffix on the associated domain entitlement on a development build."""),
    m("testflight-expiry", "observation", IOS, ["testflight", "qa"], 0.7, """
        TestFlight builds expire after 90 days; QA's long-running regression devices must be updated to a fresh
        build at least monthly or test sessions fail at launch."""),
    m("oem-background-kill", "observation", AND, ["background", "oem", "xiaomi"], 0.75, """
        On Xiaomi, Oppo and some Samsung devices the OEM battery manager kills our workout tracking service despite
        the foreground notification. The in-app help links to the dontkillmyapp.com instructions per vendor."""),
    m("bff-latency", "observation", BFF, ["latency", "performance"], 0.65, """
        mobile-bff p95 latency is about 180 ms overall; the slowest endpoint is GET /coach/plan at 650 ms because it
        waits on the coaching service, which has no cache."""),
    m("paywall-conversion", "observation", None, ["paywall", "experiments"], 0.6, """
        Experiment pw-07 showed the annual-first paywall converts 11% better than monthly-first on iOS but made no
        significant difference on Android after two weeks."""),
    m("play-prelaunch", "observation", AND, ["play-console", "testing"], 0.6, """
        The Play Console pre-launch report always flags the login WebView as an accessibility issue (missing label on
        a third-party element); it is known and can be ignored."""),
    m("sentry-vs-crashlytics", "research", None, ["crash-reporting", "sentry"], 0.6, """
        Compared Sentry with Crashlytics for mobile crash reporting: Sentry has better breadcrumb search and release
        health, Crashlytics is free and already integrated. We stay on Crashlytics until we need performance
        tracing."""),
    # --- research & plans ---------------------------------------------------------------------------------------
    m("kmp-research", "research", None, ["kotlin-multiplatform", "sync"], 0.65, """
        Prototype of the SyncEngine in Kotlin Multiplatform: shared code compiled to an XCFramework worked, but
        Swift interop with suspend functions and sealed classes was awkward and added 4 MB to the iOS binary. Worth
        revisiting with SKIE."""),
    m("live-activities-plan", "plan", IOS, ["live-activities", "workouts"], 0.7, """
        Plan for Q3: show the running workout as a Live Activity on the lock screen and Dynamic Island, updated
        locally (no push) every 5 seconds, driven by WorkoutSession state."""),
    m("wearos-research", "research", AND, ["wear-os", "watch"], 0.55, """
        A Wear OS companion would need Health Services for on-watch heart rate and the Data Layer API to sync with
        the phone. Estimated 2 engineers for a quarter; blocked until the sync refactor lands."""),
    m("play-integrity-plan", "plan", AND, ["security", "play-integrity"], 0.8, """
        Replace the SafetyNet Attestation calls with the Play Integrity API before Google's shutdown deadline; the
        BFF verifies the integrity verdict at POST /auth/attest and only warns for now."""),
    m("swiftdata-plan", "plan", IOS, ["swiftdata", "core-data"], 0.55, """
        Once the minimum iOS version allows it we may move persistence from Core Data to SwiftData; until then new
        entities are still added to the PocketFit.xcdatamodeld model with lightweight migrations."""),
    # --- distractors ---------------------------------------------------------------------------------------------
    m("simulator-tip", "observation", IOS, ["tooling", "simulator"], 0.5, """
        If the iOS simulator shows an empty HealthKit store, open the Health app in the simulator once and add sample
        data manually; xcrun simctl privacy booted grant health does not populate anything."""),
    m("design-handoff", "convention", None, ["design", "figma"], 0.6, """
        Design hand-off happens in Figma with dev mode; components are named exactly like PFDesign / :core:designsystem
        components, and colour tokens come from the Tokens Studio export committed to design-tokens/."""),
    m("support-logs", "convention", None, ["support", "logs"], 0.6, """
        Support can ask users to send a diagnostics bundle from Settings > Help > Send logs; it uploads the last 500
        log lines and device info to Zendesk, never health data."""),
    m("gradle-cache", "observation", AND, ["gradle", "ci", "build-speed"], 0.6, """
        Enabling the Gradle configuration cache and remote build cache cut clean CI builds of the Android app from
        14 to 8 minutes; kapt remained the slowest task until Room moved to KSP."""),
    m("subscription-grace", "observation", None, ["subscriptions", "billing"], 0.65, """
        Both stores give lapsed subscribers a billing grace period (16 days on Google Play, 16 on App Store when
        enabled); our entitlement service keeps premium active during grace based on the store notifications."""),
    # --- versioned facts -----------------------------------------------------------------------------------------
    m("min-ios-15", "decision", IOS, ["ios", "minimum-version"], 0.85, """
        Minimum supported iOS version for PocketFit is iOS 15. Analytics show 4% of active users still on 15, so we
        keep it while they remain above the 3% cut-off agreed with product."""),
    m("min-sdk-24", "decision", AND, ["android", "minimum-version"], 0.85, """
        Android minSdk is 24 (Android 7.0) and targetSdk follows Google Play's requirement. Dropping older versions
        requires less than 2% of active users on them."""),
    m("cadence-2w", "decision", None, ["release", "cadence"], 0.85, """
        Both apps ship on a two-week release train: branch cut on Monday of week 2, QA regression Tuesday to
        Thursday, submission on Friday."""),
    m("ci-bitrise", "architecture", None, ["ci", "bitrise"], 0.8, """
        Mobile CI runs on Bitrise: workflows pr-check, nightly and release, with Fastlane lanes for signing (match),
        building and uploading to TestFlight and the Play internal track."""),
    m("crashfree-995", "convention", None, ["crashlytics", "quality", "slo"], 0.8, """
        Release quality bar: crash-free sessions must be at least 99.5% on the new version before a staged rollout
        continues past 20%."""),
    m("refresh-30d", "decision", None, ["auth", "tokens", "auth0"], 0.8, """
        Auth0 refresh token settings: absolute lifetime 30 days, inactivity lifetime 7 days, so users who do not open
        the app for a week must log in again."""),
    m("min-ios-16", "decision", IOS, ["ios", "minimum-version"], 0.88, """
        Minimum iOS raised to 16 with release 6.0: iOS 15 fell under 3% of active users and NavigationStack needs 16.
        Users on 15 keep 5.x but get no updates.""", sup="min-ios-15"),
    m("min-sdk-26", "decision", AND, ["android", "minimum-version"], 0.88, """
        Android minSdk is now 26 (Android 8.0) as of 6.2, because Health Connect and java.time without desugaring
        need it; versions below 26 were 1.4% of active users.""", sup="min-sdk-24"),
    m("cadence-weekly", "decision", None, ["release", "cadence"], 0.88, """
        Release train is now weekly for both apps: branch cut Monday morning, automated regression plus one day of
        manual QA, store submission Wednesday. Anything not merged by cut waits a week.""", sup="cadence-2w"),
    m("ci-gha", "architecture", None, ["ci", "github-actions"], 0.85, """
        Mobile CI moved from Bitrise to GitHub Actions: macos-14 runners for iOS, ubuntu runners for Android,
        workflows .github/workflows/ios.yml and android.yml; Fastlane lanes and match signing are unchanged.""",
      sup="ci-bitrise"),
    m("crashfree-998", "convention", None, ["crashlytics", "quality", "slo"], 0.88, """
        The crash-free sessions bar was raised to 99.8% for any new version before a staged rollout goes past 20%;
        below 99.5% the rollout is halted outright.""", sup="crashfree-995"),
    m("refresh-90d", "decision", None, ["auth", "tokens", "auth0"], 0.85, """
        Refresh tokens now have a 90 day absolute lifetime and a 30 day inactivity lifetime (changed after the
        MOB-1020 complaints about weekly logouts); rotation stays on.""", sup="refresh-30d"),
    m("ios-binary-size-41", "observation", IOS, ["app-size", "assets", "on-demand-resources"], 0.8, """
        iOS download size is down to 41 MB since the exercise Lottie animations moved to on-demand resources (tag
        exercise-library) and the asset catalog was re-compressed; the biggest remaining chunk is the Firebase SDKs.""",
      sup="ios-binary-size"),
    m("min-ios-17", "decision", IOS, ["ios", "minimum-version"], 0.9, """
        From release 7.0 the minimum iOS version is 17, so we can use the Observation framework and SwiftData. iOS 16
        users stay on 6.x.""", sup="min-ios-16"),
]

QUERIES = [
    # paraphrase
    q("paraphrase", "the phone's step data no longer updates when the app isn't open after an Apple OS upgrade",
      "healthkit-bg"),
    q("paraphrase", "our Android app freezes at launch and the store console complains about 'not responding'",
      "room-anr"),
    q("paraphrase", "people get signed out for no reason when several calls fail auth simultaneously",
      "refresh-race"),
    q("paraphrase", "home timeline requests crawl now that people have years of history; what was missing?",
      "feed-collscan"),
    q("paraphrase", "the app wakes the phone too often and drains power in the background", "workmanager-battery"),
    q("paraphrase", "consecutive-day counts broke for users who flew to another country", "streak-timezone"),
    q("paraphrase", "pictures from iPhones get refused by the server's resize step", "heic-upload"),
    q("paraphrase", "after moving to a new iPhone from a backup, the user has to sign in again", "keychain-restore"),
    q("paraphrase", "how does a workout created without network end up on the server?", "offline-sync-arch"),
    q("paraphrase", "how should tracking events be named and where are they listed?", "analytics-naming"),
    # identifier
    q("identifier", "E11000 duplicate key error index: pushToken_1", "e11000-devices"),
    q("identifier", "AND-544", "r8-moshi"),
    q("identifier", "MissingForegroundServiceTypeException", "foreground-service-type"),
    q("identifier", "IOS-812", "healthkit-bg"),
    q("identifier", "pocketfit.eu.auth0.com", "auth0-pkce"),
    q("identifier", "JsonDataException Required value missing in release build only", "r8-moshi"),
    # keyword
    q("keyword", "apns 410 unregistered token", "apns-410"),
    q("keyword", "lokalise string keys", "strings-lokalise"),
    q("keyword", "baseline profile cold start android", "android-cold-start"),
    q("keyword", "kotlin multiplatform prototype", "kmp-research"),
    # decoy
    q("decoy", "duplicate key error when the app resends workouts that were saved offline", "e11000-workouts",
      decoys=["e11000-devices"]),
    q("decoy", "Android 12 opens our links in the browser instead of the app", "assetlinks-ctype",
      decoys=["universal-links-cache"]),
    q("decoy", "what percentage steps do we use for a Play Store production rollout?", "staged-android",
      decoys=["phased-ios"]),
    q("decoy", "how long does the iPhone app take to cold start?", "ios-cold-start",
      decoys=["android-cold-start"]),
    q("decoy", "Health Connect permissions lost after an update on Android 14", "health-connect-perm",
      decoys=["healthkit-bg"]),
    q("decoy", "mass marketing push to all Android users hit a quota", "fcm-quota", decoys=["apns-410"]),
    # superseded
    q("superseded", "what is the lowest iOS version the app still supports?", "min-ios-17"),
    q("superseded", "Android minSdk for the current app", "min-sdk-26"),
    q("superseded", "how often do we ship app releases to the stores?", "cadence-weekly"),
    q("superseded", "which CI service builds the mobile apps?", "ci-gha"),
    q("superseded", "what crash-free sessions rate must a new version reach before rollout passes 20%?",
      "crashfree-998"),
    q("superseded", "how long until an inactive user has to log in again?", "refresh-90d"),
    q("superseded", "how big is the iPhone app download these days?", "ios-binary-size-41"),
    # multi
    q("multi", "how do login and token refresh work across the apps, and what went wrong with refresh?",
      ["auth0-pkce", "refresh-race"]),
    q("multi", "what are the rules for rolling out a new release on both stores?",
      ["phased-ios", "staged-android", "crashfree-998"]),
    q("multi", "offline workout sync: how it works and the duplicate errors it caused on the server",
      ["offline-sync-arch", "e11000-workouts"]),
]
