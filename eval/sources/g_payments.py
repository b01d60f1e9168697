"""acme-payments: a payments API team, Go services on Postgres, card processing through the CardNet gateway."""

from common import m, q

GROUP = "acme-payments"
API, LEDGER, HOOKS, BRIDGE = "payments-api", "ledger-service", "webhook-dispatcher", "settlement-bridge"

# Hand-laid data, one memory or query per call: keep the formatter out.
# fmt: off
MEMORIES = [
    # --- bugs ---------------------------------------------------------------------------------------------------
    m("refund-conn-hold", "bug", API, ["postgres", "pgx", "incident"], 0.92, """
        During the Black Friday peak payments-api starved for Postgres connections: the refund handler acquired a
        pgxpool connection and kept it open while waiting on the CardNet refund call, which can take 8 seconds.
        Fixed in PAY-1432 by releasing the connection before any outbound processor call and re-acquiring after."""),
    m("ledger-409", "bug", LEDGER, ["ledger", "concurrency", "errors"], 0.9, """
        ERR_LEDGER_409 means the posting lost an optimistic-lock race: accounts.version changed between read and write.
        It is expected under contention on hot merchant accounts. Callers must re-read the account and retry at most
        3 times with jittered backoff; do not surface it to merchants."""),
    m("settle-deadlock", "bug", LEDGER, ["postgres", "deadlock", "settlement"], 0.88, """
        The nightly settlement batch in ledger-service hit SQLSTATE 40P01 (deadlock detected) several times a week.
        Two batch workers locked the same pair of accounts in opposite order. Fix (LED-61): SettleBatch now locks
        rows with SELECT ... FOR UPDATE ORDER BY account_id so every worker takes locks in the same order."""),
    m("idem-deadlock", "bug", API, ["postgres", "deadlock", "idempotency"], 0.7, """
        payments-api logged occasional SQLSTATE 40P01 deadlocks when two retries of the same charge raced on the
        idempotency_keys insert and the charges insert. We switched the idempotency insert to
        INSERT ... ON CONFLICT DO NOTHING first, before touching charges; deadlocks stopped."""),
    m("hook-sig-raw", "bug", HOOKS, ["webhooks", "signature", "merchants"], 0.9, """
        Merchants verifying X-Acme-Signature in PHP kept getting mismatches. Root cause: webhook-dispatcher signed the
        re-marshalled JSON, but sent bytes with a different key order than it signed. Now we compute the HMAC-SHA256
        over the exact raw body bytes that go on the wire (WH-221)."""),
    m("cardnet-inbound-skew", "bug", API, ["cardnet", "signature", "clock"], 0.8, """
        Inbound CardNet notifications were rejected with invalid_signature on two payments-api pods. Their clocks had
        drifted 7 minutes because chrony was not running in the node image, and CardNet signatures carry a 5 minute
        timestamp tolerance. Fixed by enabling chrony on the AMI; added alert on node_timex_offset_seconds > 1."""),
    m("ora-1555", "bug", BRIDGE, ["oracle", "settlement", "export"], 0.85, """
        settlement-bridge still reads the legacy Oracle settlement schema. The nightly export fails with ORA-01555
        (snapshot too old) whenever it runs longer than about 40 minutes because undo gets recycled. Workaround:
        export in chunks by merchant_id range, each in its own short query, via the --chunk-size 5000 flag."""),
    m("dst-cutoff", "bug", BRIDGE, ["timezone", "payouts", "dst"], 0.86, """
        On the October DST switch payouts landed a day late for Dutch merchants. The settlement cutoff was computed
        in UTC while the bank defines it in Europe/Amsterdam local time. PAY-1580 moved cutoff logic to
        cutoff.At(date, tz) with the bank's zone taken from banks.timezone."""),
    m("refund-goroutine-leak", "bug", API, ["go", "goroutines", "memory"], 0.84, """
        Memory on payments-api grew slowly until OOMKill every ~3 days. /debug/pprof/goroutine showed thousands of
        refund workers blocked on a channel send after the request context was cancelled. The send now sits in a
        select with <-ctx.Done(); goroutine count is flat at about 400."""),
    m("pgbouncer-42p05", "bug", API, ["pgbouncer", "pgx", "prepared-statements"], 0.9, """
        After putting PgBouncer in transaction pooling mode, payments-api threw
        'prepared statement "stmtcache_1f2e" already exists' (SQLSTATE 42P05). pgx caches prepared statements per
        connection, which breaks when PgBouncer swaps backends. We set default_query_exec_mode=exec in the DSN."""),
    m("jpy-rounding", "bug", API, ["currency", "rounding", "money"], 0.9, """
        Charges in JPY were 100x too large: the checkout adapter multiplied every amount by 100 assuming two decimal
        places. JPY, KRW and CLP have exponent 0. PAY-1611: amounts are converted with money.ToMinor(amount, cur),
        which reads the exponent from the currencies table."""),
    m("pan-in-logs", "bug", API, ["pci", "logging", "security", "incident"], 0.95, """
        INC-2291: full card numbers appeared in payments-api error logs because a validation error wrapped the raw
        request struct with %+v. All request types carrying card data now implement slog.LogValuer and return a
        redacted value via redact.Card; log retention for the affected window was purged."""),
    m("double-payout", "bug", BRIDGE, ["payouts", "cron", "leader-election"], 0.9, """
        Some merchants received the same payout twice on 2024-03-04. The payout cron ran on two settlement-bridge
        replicas after a scale-up. Fixed by taking pg_try_advisory_lock(4242) before a run; only the holder of the
        lock executes payouts, the others skip."""),
    m("cardnet-429", "bug", API, ["cardnet", "oauth", "rate-limit"], 0.83, """
        Bursts of HTTP 429 from CardNet's /oauth/token endpoint happened after each deploy because every pod fetched a
        fresh token on its first few hundred requests at once. Token fetch is now wrapped in singleflight and cached
        until 60 seconds before expiry."""),
    m("safari-3ds", "bug", API, ["3ds", "cookies", "safari"], 0.85, """
        3-D Secure challenges failed in Safari: after the bank's redirect back to /v1/3ds/return the session cookie
        was missing, because it was set with SameSite=Lax and the return is a cross-site POST. PAY-1702 sets the
        3DS session cookie with SameSite=None; Secure."""),
    m("webhook-dup-delivery", "bug", HOOKS, ["webhooks", "nats", "duplicates"], 0.75, """
        Some merchants got the same event twice within a second. The outbox relay acked the JetStream publish only
        after updating the outbox row, and a relay restart in between re-sent it. Events now carry a stable
        Acme-Event-Id header and merchants were told to dedupe on it; relay also uses Nats-Msg-Id for dedupe."""),
    m("migration-lock", "bug", API, ["migrations", "postgres", "locks"], 0.82, """
        A migration adding a NOT NULL column with a default to charges held an ACCESS EXCLUSIVE lock for 4 minutes
        in production and requests queued up. Rule since then: set lock_timeout = '3s' at the top of every
        migration and add columns nullable first, backfill in batches, then add the constraint NOT VALID."""),
    m("float-fee", "bug", LEDGER, ["money", "rounding", "fees"], 0.8, """
        Fee totals in the monthly merchant statement were off by a cent on about 0.3% of merchants. The fee
        calculator used float64 for percentage fees. Replaced by shopspring/decimal with banker's rounding (round
        half to even) applied only once at the end of the statement."""),
    # --- conventions ---------------------------------------------------------------------------------------------
    m("idem-convention", "convention", API, ["idempotency", "api-design"], 0.93, """
        Every mutating endpoint of payments-api accepts an Idempotency-Key header. Keys live in the idempotency_keys
        table for 24 hours; a replay with the same key and body returns the stored response with
        Idempotent-Replayed: true, and the same key with a different body returns ERR_IDEMPOTENCY_422."""),
    m("money-int64", "convention", None, ["money", "go", "types"], 0.95, """
        Money is always int64 minor units plus an ISO 4217 currency code, wrapped in the money.Amount type from
        internal/money. Never use float64 for amounts, not even in tests or fixtures."""),
    m("migrations-convention", "convention", None, ["migrations", "golang-migrate"], 0.88, """
        Schema changes go through golang-migrate files in db/migrations, created with make migrate-new name=... .
        Never edit a migration once it has been applied in staging; write a new one. Each up file needs a matching
        down file, even if the down is a no-op comment."""),
    m("errcode-format", "convention", API, ["errors", "api-design"], 0.9, """
        Public error codes follow ERR_<DOMAIN>_<HTTPSTATUS>, for example ERR_CHARGE_402 or ERR_REFUND_404. They are
        declared only in internal/apierr/codes.go with a one-line description that is copied into the public API
        reference by go generate."""),
    m("httpx-timeouts", "convention", None, ["go", "http", "timeouts"], 0.9, """
        Outbound HTTP must use a client from httpx.New(opts), which sets a 5s total timeout, retries idempotent
        requests twice and emits the http_client_request_duration_seconds histogram. Using http.DefaultClient is
        flagged by the forbidigo linter in golangci.yml."""),
    m("slog-fields", "convention", None, ["logging", "slog", "pci"], 0.87, """
        Logs use log/slog with the JSON handler. Always attach request_id and merchant_id from the context via
        logctx.From(ctx). Never log PAN, CVV, or full IBAN; the piilint analyzer fails CI when a struct with a
        card field is passed to a log call."""),
    m("flag-naming", "convention", None, ["feature-flags", "unleash"], 0.8, """
        Feature flags live in Unleash and are named with a pay_ prefix, e.g. pay_async_fraud_check. A flag that has
        been at 100% in production for 30 days must be removed from code; the weekly flag-reaper job opens a ticket
        for stale flags."""),
    m("ledger-review", "convention", LEDGER, ["code-review", "ledger"], 0.85, """
        Any change under ledger-service/ needs two approvals, one of them from the ledger CODEOWNERS group, and must
        include a property test in ledger/proptest that checks every transfer still balances to zero."""),
    m("proto-layout", "convention", None, ["grpc", "protobuf", "buf"], 0.84, """
        Internal protobuf definitions live under proto/acme/<service>/v1. CI runs buf lint and buf breaking against
        main; a breaking change needs a new v2 package rather than an edit to v1."""),
    m("primary-reads", "convention", API, ["postgres", "replicas", "consistency"], 0.86, """
        Read-your-writes rule: any read that follows a mutation in the same user flow (balance after charge, refund
        status after refund) must go to the primary via db.Primary(ctx). db.Reader(ctx) may return a replica that is
        several seconds behind."""),
    m("test-short", "convention", None, ["testing", "go", "testcontainers"], 0.78, """
        Integration tests start Postgres and NATS through testcontainers-go and take around 7 minutes. They are
        skipped by go test -short, which is what the pre-push hook runs; CI always runs the full suite."""),
    # --- decisions -----------------------------------------------------------------------------------------------
    m("sqlc-decision", "decision", None, ["go", "sql", "orm", "adr"], 0.9, """
        ADR-007: we use sqlc to generate typed Go from hand-written SQL instead of GORM. Reasons: explicit SQL for
        the ledger, no hidden N+1 queries, and compile-time checking of column changes. Queries live in
        db/queries/*.sql."""),
    m("rest-not-grpc", "decision", API, ["api-design", "grpc", "rest"], 0.85, """
        Merchant-facing API stays REST with JSON; merchants asked for curl-ability and webhooks are JSON anyway.
        gRPC is used only service-to-service (payments-api to ledger-service and fraud-scorer). Decided in ADR-011."""),
    m("date-versioning", "decision", API, ["api-versioning", "api-design"], 0.85, """
        The public API is versioned by date with the Acme-Version request header, e.g. Acme-Version: 2024-06-01.
        A merchant without the header is pinned to the version current when their account was created."""),
    m("async-fraud", "decision", API, ["fraud", "latency"], 0.78, """
        Fraud scoring is called asynchronously for charges under 50 EUR: the charge is authorised immediately and
        reversed if fraud-scorer later returns block. Above 50 EUR the call is synchronous with a 300 ms budget and
        fail-open."""),
    m("uuidv7", "decision", None, ["postgres", "ids", "uuid"], 0.82, """
        New tables use UUIDv7 primary keys generated in Go with uuid.NewV7 (google/uuid 1.6). They sort by time, so
        B-tree inserts stay at the right edge of the index, unlike random UUIDv4. ULID was considered but needs a
        custom type."""),
    m("cardnet-primary", "decision", API, ["cardnet", "processors"], 0.7, """
        CardNet stays our only card processor for 2024. A second processor for failover was discussed, but the
        contract minimum volume made it uneconomical; revisit when monthly volume passes 40M EUR."""),
    # --- architecture --------------------------------------------------------------------------------------------
    m("outbox-arch", "architecture", HOOKS, ["outbox", "nats", "events"], 0.9, """
        Webhook events use the transactional outbox: payments-api writes a row to the outbox table in the same
        transaction as the business change, and the relay in webhook-dispatcher polls it with FOR UPDATE SKIP
        LOCKED and publishes to the JetStream subject payments.events.<merchant_id>."""),
    m("deploy-topology", "architecture", API, ["postgres", "pgbouncer", "topology"], 0.85, """
        Production layout: payments-api runs in eu-west-1 behind an ALB. Postgres primary is pay-db-01 with streaming
        replicas pay-db-02 and pay-db-03; all application traffic goes through PgBouncer on port 6432, which runs as
        a sidecar-free deployment named pgbouncer-pay."""),
    m("double-entry", "architecture", LEDGER, ["ledger", "accounting", "postgres"], 0.92, """
        ledger-service is strict double-entry: each transfer writes at least two ledger_entries rows whose amounts
        sum to zero per currency. A deferred constraint trigger check_balanced_tx rejects the commit otherwise, so an
        unbalanced transfer can never persist."""),
    m("payout-scheduler", "architecture", BRIDGE, ["payouts", "scheduler"], 0.8, """
        Payouts are produced by settlement-bridge: a cron at 02:10 UTC builds payout batches per bank, writes SEPA
        pain.001 XML files, and uploads them over SFTP to the bank gateway sftp.bankgw.example.net."""),
    m("fraud-scorer-arch", "architecture", None, ["fraud", "grpc", "ml"], 0.75, """
        fraud-scorer is a separate Python service owned by the risk team. payments-api calls it over gRPC
        (risk.v1.Score) with the card fingerprint, amount and merchant category; it answers allow, review or block
        plus a score between 0 and 1."""),
    # --- observations --------------------------------------------------------------------------------------------
    m("charges-hourly-spike", "observation", API, ["latency", "postgres", "materialized-view"], 0.83, """
        p99 of POST /v1/charges jumps from ~180 ms to over 900 ms for a minute at the top of every hour. It lines up
        with the cron that runs REFRESH MATERIALIZED VIEW mv_merchant_balances without CONCURRENTLY, locking reads
        on the view."""),
    m("refunds-latency", "observation", API, ["latency", "fraud", "refunds"], 0.7, """
        POST /v1/refunds p99 sits around 1.4 s, much slower than charges. Almost all of it is the synchronous
        fraud-scorer check that refunds still perform; charges under 50 EUR already skip it."""),
    m("replica-lag-vacuum", "observation", API, ["postgres", "replication", "vacuum"], 0.8, """
        Replica pay-db-03 lags up to 30 seconds while autovacuum processes ledger_entries, because it also serves the
        reporting queries that hold back replay. pay-db-02 stays under 1 second. Prefer pay-db-02 for anything
        user-facing."""),
    m("staging-replica-lag", "observation", API, ["postgres", "replication", "staging"], 0.6, """
        In staging, replica pay-db-stg-02 often lags several minutes because it runs on a burstable t4g.medium that
        runs out of CPU credits during the nightly data refresh. Not worth fixing; staging tests should not depend on
        replica freshness."""),
    m("idem-autovacuum", "observation", API, ["postgres", "autovacuum", "bloat"], 0.78, """
        idempotency_keys is mostly inserts and expiry deletes, and autovacuum kept falling behind (table bloat over
        60%). Setting autovacuum_vacuum_scale_factor = 0.01 on just that table keeps dead tuples under control."""),
    m("chargeback-order", "observation", API, ["cardnet", "disputes", "webhooks"], 0.8, """
        CardNet delivers dispute notifications out of order; a dispute.won can arrive before dispute.opened. We order
        by the dispute's updated_at field from the payload, never by arrival time, and ignore updates older than the
        stored one."""),
    m("gomemlimit", "observation", None, ["go", "gc", "kubernetes", "memory"], 0.8, """
        Setting GOMEMLIMIT to 80% of the container memory limit (via the downward API) cut OOMKills of Go services
        to zero. GOGC stays at its default of 100."""),
    m("k6-charges", "observation", API, ["load-test", "k6", "performance"], 0.75, """
        k6 load test in April (script loadtest/charges.js): 6 payments-api pods sustained 1,800 requests/s on
        POST /v1/charges with p99 220 ms; the first bottleneck was PgBouncer CPU, not Postgres."""),
    m("k6-payouts", "observation", BRIDGE, ["load-test", "k6", "payouts"], 0.6, """
        k6 test of the payouts API (loadtest/payouts.js): settlement-bridge handled 150 requests/s with p99 480 ms;
        batch file generation for 50k payouts takes 6 minutes and is CPU bound in XML marshalling."""),
    m("cardnet-sandbox-timeouts", "observation", None, ["cardnet", "sandbox", "timeouts"], 0.7, """
        CardNet's sandbox is much slower than production: it answers with a 504 after about 29 seconds when
        overloaded, whereas production times out at 10 seconds. Integration tests use a 35 s timeout when
        CARDNET_ENV=sandbox."""),
    m("partial-capture", "observation", API, ["captures", "refunds", "cardnet"], 0.72, """
        CardNet allows only one partial capture per authorisation; the remainder is released automatically after 7
        days. Merchants needing split shipments must create separate authorisations."""),
    m("pay-db-disk", "observation", API, ["postgres", "disk", "capacity"], 0.65, """
        pay-db-01 data volume grows about 45 GB per month, mostly ledger_entries and its indexes. At that pace the
        2 TB gp3 volume is full around November 2025."""),
    # --- research & plans ---------------------------------------------------------------------------------------
    m("tigerbeetle-research", "research", LEDGER, ["ledger", "tigerbeetle", "databases"], 0.7, """
        Evaluated TigerBeetle as the ledger store: impressive throughput (over 100k transfers/s on one cluster in our
        benchmark) but we would lose SQL reporting and would run a new stateful system ourselves. Rejected for now;
        revisit in 2025 Q3."""),
    m("ledger-partitioning", "plan", LEDGER, ["postgres", "partitioning", "pg_partman"], 0.75, """
        LED-88: partition ledger_entries by month with pg_partman in Q3. Step 1 creates the partitioned parent and
        attaches the current table as a default partition; step 2 moves history in 1-month slices during low
        traffic."""),
    m("pci-4-plan", "plan", None, ["pci", "compliance", "mfa"], 0.8, """
        PCI DSS 4.0 readiness by March 2025: MFA for every interactive access into the cardholder data environment,
        including bastion pay-bastion-01, and quarterly authenticated internal scans. Tracked in SEC-310."""),
    m("pg16-plan", "plan", None, ["postgres", "upgrade"], 0.7, """
        Upgrade pay-db cluster from Postgres 14 to 16 with pg_upgrade --link during the June maintenance window;
        rehearsal on a snapshot restore showed 6 minutes of downtime. Extensions to check: pg_partman and
        pg_stat_statements."""),
    m("cdc-research", "research", None, ["cdc", "debezium", "kafka"], 0.6, """
        Looked at Debezium CDC from pay-db-01 to feed the data platform instead of nightly dumps. Works, but needs
        wal_level=logical and a replication slot that can bloat WAL if the connector stalls; would need an alert on
        pg_replication_slots lag."""),
    m("kafka-migration-idea", "research", HOOKS, ["kafka", "nats"], 0.5, """
        Investigated moving webhook-dispatcher from NATS JetStream to Kafka. Kafka would give longer retention, but
        per-merchant ordering with thousands of merchants means many partitions or key hashing; no clear win,
        parked."""),
    m("ach-plan", "plan", BRIDGE, ["ach", "payouts", "usa"], 0.65, """
        US expansion: settlement-bridge needs ACH payouts via NACHA files by Q4; pain.001 generation will be
        abstracted behind a PayoutFileWriter interface with SEPA and NACHA implementations."""),
    # --- distractors nobody asks about ---------------------------------------------------------------------------
    m("oncall-handbook", "convention", None, ["on-call", "process"], 0.7, """
        During on-call handover, the outgoing engineer writes a short summary in #pay-oncall with open incidents,
        silenced alerts and anything deployed in the last 24 hours. Handover happens Mondays at 10:00 CET."""),
    m("makefile-targets", "convention", None, ["tooling", "make"], 0.7, """
        Useful make targets: make run starts the API with a local Postgres via docker compose, make gen runs sqlc and
        mockery, make lint runs golangci-lint with the repo config. Run make gen after editing any .sql query file."""),
    m("demo-merchant", "observation", None, ["staging", "test-data"], 0.6, """
        The staging demo merchant is mer_demo_0001 with API key prefix sk_test_demo. Its data is reset nightly, so do
        not rely on charges created there surviving until the next day."""),
    m("sepa-instant-research", "research", BRIDGE, ["sepa", "instant-payments"], 0.55, """
        SEPA Instant payouts would need a 24/7 connection to the bank's API rather than batch files, with a 10 second
        end-to-end limit. The bank's instant API is only available from 2025; nothing to build yet."""),
    m("metrics-naming", "convention", None, ["metrics", "prometheus"], 0.8, """
        Prometheus metrics are prefixed with the service name, use snake_case and base units, e.g.
        payments_api_charge_duration_seconds. Labels must not include merchant_id because of cardinality."""),
    m("currency-list", "observation", API, ["currency"], 0.6, """
        payments-api currently supports 14 settlement currencies. Adding one requires a row in currencies, a bank
        mapping in settlement-bridge and a CardNet merchant account configured for that currency."""),
    # --- updates that supersede older memories -------------------------------------------------------------------
    m("pay-db-disk-2026", "observation", API, ["postgres", "disk", "capacity"], 0.75, """
        Update on pay-db-01 capacity: after moving ledger_entries history older than 18 months to the archive
        cluster, growth is about 25 GB per month and the volume was resized to 4 TB, so it lasts until late 2027.""",
      sup="pay-db-disk"),
    m("pool-25", "decision", API, ["postgres", "pgx", "pool"], 0.8, """
        payments-api pgxpool settings: max_conns=25 per pod, min_conns=5, max_conn_idle_time=5m. With 6 pods that
        stays under the 200 max_connections of pay-db-01, leaving headroom for migrations and psql sessions."""),
    m("go-121", "decision", None, ["go", "toolchain"], 0.85, """
        All payments services build with Go 1.21; the go directive in go.mod and the golang:1.21 builder image must
        match. Renovate opens the bump PR; we upgrade within a month of a new minor release."""),
    m("retry-15", "decision", HOOKS, ["webhooks", "retries"], 0.85, """
        Webhook delivery retries: exponential backoff starting at 30 seconds, capped at 12 hours between tries,
        15 attempts in total. After the last failure the event moves to webhook_dlq and the merchant can replay it
        from the dashboard."""),
    m("cutoff-1700", "decision", BRIDGE, ["settlement", "cutoff", "payouts"], 0.85, """
        Settlement cutoff for next-day payouts is 17:00 Europe/Amsterdam. Charges captured after the cutoff are
        paid out one business day later."""),
    m("cardnet-v2", "decision", API, ["cardnet", "api-version"], 0.8, """
        payments-api integrates CardNet API v2 at https://api.cardnet.example.com/v2, using the cardnet-go client
        v2.4. The v2 authorisation endpoint is POST /v2/authorizations with a merchant-scoped API key."""),
    m("oncall-pagerduty", "convention", None, ["on-call", "paging"], 0.8, """
        Payments on-call is paged through PagerDuty, schedule PAY-Primary, with a 15 minute escalation to
        PAY-Secondary and then to the engineering manager."""),
    m("pool-40", "decision", API, ["postgres", "pgx", "pool"], 0.85, """
        After PAY-1432, pgxpool max_conns for payments-api was raised from 25 to 40 per pod (min_conns stays 5), and
        pay-db-01 max_connections raised to 300 to leave room.""", sup="pool-25"),
    m("retry-20", "decision", HOOKS, ["webhooks", "retries"], 0.9, """
        Webhook retry policy changed (WH-260): 20 attempts over up to 72 hours, backoff starting at 1 minute and
        capped at 6 hours between tries, because merchants with weekend outages were losing events to the
        DLQ.""", sup="retry-15"),
    m("go-122", "decision", None, ["go", "toolchain"], 0.88, """
        Payments services moved to Go 1.22 (loop variable semantics change checked with the loopclosure vet pass).
        go.mod now has go 1.22 and toolchain go1.22.5; builder image golang:1.22.""", sup="go-121"),
    m("cutoff-1530", "decision", BRIDGE, ["settlement", "cutoff", "payouts"], 0.9, """
        From 1 September the bank moved its file deadline, so our settlement cutoff for next-day payouts is now
        15:30 Europe/Amsterdam instead of 17:00. Captures after 15:30 pay out a business day later.""",
      sup="cutoff-1700"),
    m("cardnet-v3", "decision", API, ["cardnet", "api-version"], 0.88, """
        payments-api migrated to CardNet API v3 (base URL https://api.cardnet.example.com/v3, cardnet-go v3.1). v3
        renamed authorizations to payment_intents: POST /v3/payment_intents. v2 is switched off by CardNet in
        January.""", sup="cardnet-v2"),
    m("oncall-opsgenie", "convention", None, ["on-call", "paging"], 0.85, """
        Paging moved from PagerDuty to Opsgenie with the company-wide switch: payments on-call is the Opsgenie
        rotation pay-primary, escalating after 10 minutes to pay-secondary, then the engineering manager.""",
      sup="oncall-pagerduty"),
    m("pool-20-bouncer", "decision", API, ["postgres", "pgx", "pool", "pgbouncer"], 0.9, """
        Now that PgBouncer (transaction mode) sits in front of pay-db-01, payments-api pgxpool max_conns is back down
        to 20 per pod; the real limit on server connections is PgBouncer's default_pool_size=80 for the payments
        database.""", sup="pool-40"),
    m("go-123", "decision", None, ["go", "toolchain"], 0.9, """
        Payments services now build with Go 1.23 (toolchain go1.23.2, image golang:1.23). Range-over-func iterators
        are allowed in new code but not in the ledger packages yet.""", sup="go-122"),
]

# chains: pool-25 -> pool-40 -> pool-20-bouncer, go-121 -> go-122 -> go-123, retry-15 -> retry-20,
# cutoff-1700 -> cutoff-1530, cardnet-v2 -> cardnet-v3, oncall-pagerduty -> oncall-opsgenie

QUERIES = [
    # paraphrase
    q("paraphrase", "why did we run out of database connections during the holiday traffic peak?", "refund-conn-hold"),
    q("paraphrase", "what should a caller do when two postings race on the same account and one loses?", "ledger-409"),
    q("paraphrase", "customers' bank transfers arrived one day late right after the clocks changed in autumn",
      "dst-cutoff"),
    q("paraphrase", "the charge service's RAM creeps up until Kubernetes terminates it twice a week",
      "refund-goroutine-leak"),
    q("paraphrase", "Japanese yen amounts came out a hundred times too big", "jpy-rounding"),
    q("paraphrase", "how do we stop a retried POST from charging the customer twice?", "idem-convention"),
    q("paraphrase", "which tool turns our SQL into Go code, and why not an ORM?", "sqlc-decision"),
    q("paraphrase", "why did a few sellers receive duplicate bank transfers one morning?",
      "double-payout"),
    q("paraphrase", "what guarantees that debits and credits always net out in our bookkeeping system?",
      "double-entry"),
    q("paraphrase", "schema change froze the charges table and requests piled up; what's the rule now?",
      "migration-lock"),
    # identifier
    q("identifier", "ERR_LEDGER_409", "ledger-409"),
    q("identifier", "ORA-01555 snapshot too old", "ora-1555"),
    q("identifier", "SQLSTATE 42P05 prepared statement already exists", "pgbouncer-42p05"),
    q("identifier", "INC-2291", "pan-in-logs"),
    q("identifier", "pg_try_advisory_lock(4242)", "double-payout"),
    q("identifier", "what happened in PAY-1702?", "safari-3ds"),
    q("identifier", "mv_merchant_balances refresh", "charges-hourly-spike"),
    # keyword
    q("keyword", "webhook signature php mismatch", "hook-sig-raw"),
    q("keyword", "GOMEMLIMIT OOMKill", "gomemlimit"),
    q("keyword", "cardnet token 429 deploy", "cardnet-429"),
    q("keyword", "transactional outbox SKIP LOCKED publish", "outbox-arch"),
    q("keyword", "TigerBeetle evaluation", "tigerbeetle-research"),
    # decoy
    q("decoy", "deadlock detected in the nightly settlement batch of the ledger", "settle-deadlock",
      decoys=["idem-deadlock"]),
    q("decoy", "deadlocks between concurrent retries of the same charge in payments-api", "idem-deadlock",
      decoys=["settle-deadlock"]),
    q("decoy", "CardNet's incoming notifications are refused because of bad signatures", "cardnet-inbound-skew",
      decoys=["hook-sig-raw"]),
    q("decoy", "production replica lag: which replica falls behind and why?", "replica-lag-vacuum",
      decoys=["staging-replica-lag"]),
    q("decoy", "what is the p99 latency of the charge endpoint at the top of each hour?", "charges-hourly-spike",
      decoys=["refunds-latency"]),
    q("decoy", "how many requests per second did the charges load test reach?", "k6-charges",
      decoys=["k6-payouts"]),
    # superseded
    q("superseded", "what is the current pgxpool max_conns per payments-api pod?", "pool-20-bouncer"),
    q("superseded", "which Go version do the payments services build with?", "go-123"),
    q("superseded", "how many times and for how long do we retry a failed webhook delivery?", "retry-20"),
    q("superseded", "what time is the settlement cutoff for next-day payouts?", "cutoff-1530"),
    q("superseded", "which CardNet API version and endpoint do we call to authorise a card?", "cardnet-v3"),
    q("superseded", "who gets paged for payments incidents and through which tool?", "oncall-opsgenie"),
    q("superseded", "when will the main payments database run out of disk space?", "pay-db-disk-2026"),
    # multi
    q("multi", "how do PgBouncer and pgx fit together in production, and what broke when we added PgBouncer?",
      ["deploy-topology", "pgbouncer-42p05"]),
    q("multi", "everything we do to keep card numbers out of logs", ["pan-in-logs", "slog-fields"]),
    q("multi", "how do money amounts have to be represented, and what went wrong when they weren't?",
      ["money-int64", "jpy-rounding", "float-fee"]),
]
