"""riverbank-data: a data platform team, Spark on EMR, Airflow, Delta Lake on S3, Kafka (MSK), dbt and Snowflake."""

from common import m, q

GROUP = "riverbank-data"
DAGS, SPARK, STREAM, DBT = "airflow-dags", "spark-jobs", "streaming-ingest", "dbt-warehouse"

# Hand-laid data, one memory or query per call: keep the formatter out.
# fmt: off
MEMORIES = [
    # --- bugs ---------------------------------------------------------------------------------------------------
    m("orders-skew", "bug", SPARK, ["spark", "skew", "oom"], 0.9, """
        orders_enrich kept failing with ExecutorLostFailure (exit code 137) on the join with customers. About 30% of
        orders have customer_id NULL (guest checkout), so one shuffle partition got all of them. Fix: filter the NULL
        keys out of the join and union them back, plus spark.sql.adaptive.skewJoin.enabled=true."""),
    m("sessions-broadcast-oom", "bug", SPARK, ["spark", "broadcast", "oom"], 0.75, """
        sessions_rollup died with java.lang.OutOfMemoryError on the driver after the devices dimension grew past 2 GB:
        Spark still broadcast it because the stats were stale. We set spark.sql.autoBroadcastJoinThreshold=64MB for
        that job and run ANALYZE TABLE devices COMPUTE STATISTICS weekly."""),
    m("airflow-zombies", "bug", DAGS, ["airflow", "kubernetes", "zombies"], 0.85, """
        Production Airflow logged 'Detected zombie job' for long Spark-submit tasks after every cluster autoscaler
        scale-down: the worker pods were evicted mid-task. Worker pods now carry the annotation
        cluster-autoscaler.kubernetes.io/safe-to-evict: "false" and the heavy tasks run on the airflow-workers-od
        on-demand node group."""),
    m("staging-scheduler-oom", "bug", DAGS, ["airflow", "staging", "oom"], 0.6, """
        The staging Airflow scheduler restarted several times a day with OOMKilled because staging parses every DAG
        from all feature branches. Memory limit raised to 4Gi and dag_dir_list_interval to 300s in staging only."""),
    m("delta-concurrent-append", "bug", SPARK, ["delta", "concurrency", "merge"], 0.88, """
        Two jobs writing to silver.events threw ConcurrentAppendException because their MERGE conditions did not
        restrict partitions, so Delta saw them as conflicting on the whole table. Adding the partition predicate
        (t.event_date = s.event_date AND t.event_date >= '<run date>') lets them commit concurrently."""),
    m("commit-failed-rebalance", "bug", STREAM, ["kafka", "consumer", "rebalance"], 0.87, """
        streaming-ingest consumers fell into rebalance loops with CommitFailedException: processing a poll of 5,000
        records took longer than max.poll.interval.ms (300000). We lowered max.poll.records to 500 and raised
        max.poll.interval.ms to 600000; lag on topic app.events drains again."""),
    m("debezium-snapshot-lag", "bug", STREAM, ["kafka", "debezium", "cdc"], 0.7, """
        Consumer lag on cdc.orders.public.orders jumped to 40M messages after someone restarted the Debezium
        connector with snapshot.mode=initial, which re-emitted the whole orders table. Production connectors must use
        snapshot.mode=when_needed; restarting is done via the Kafka Connect REST API, not by recreating."""),
    m("snowflake-ntz", "bug", DBT, ["snowflake", "timestamps", "timezone"], 0.86, """
        Dashboards in Snowflake showed order times one hour off in summer. Source columns were loaded as
        TIMESTAMP_NTZ holding Europe/London wall-clock time, while BI treated them as UTC. Staging models now convert
        with CONVERT_TIMEZONE('Europe/London', 'UTC', col) and store TIMESTAMP_TZ (DATA-488)."""),
    m("spark-session-tz", "bug", SPARK, ["spark", "timezone", "parquet"], 0.7, """
        Parquet files written by the EMR jobs had timestamps shifted because the EMR nodes default to the
        America/New_York zone. All Spark jobs must set spark.sql.session.timeZone=UTC; the shared SparkSession
        builder in rbcommon.spark sets it."""),
    m("parquet-int32", "bug", SPARK, ["parquet", "schema", "spark"], 0.8, """
        Reading bronze.clicks over a full year failed with 'Parquet column cannot be converted. Column: [item_count],
        Expected: bigint, Found: INT32'. Files before March were written as int. We rewrote the old partitions with a
        cast rather than enabling schema merging globally."""),
    m("catchup-flood", "bug", DAGS, ["airflow", "backfill", "catchup"], 0.9, """
        A new DAG deployed with start_date 2021-01-01 and the default catchup=True scheduled about 900 runs at once and
        starved every other DAG for hours. The DAG factory now sets catchup=False by default; backfills are run
        explicitly with airflow dags backfill."""),
    m("s3-slowdown", "bug", SPARK, ["s3", "small-files", "throttling"], 0.8, """
        Nightly clickstream compaction failed with '503 Slow Down' from S3 because it wrote 180k tiny files under one
        prefix. Output now coalesces to ~256 MB files and fs.s3a.retry.limit was raised; S3 throttles per prefix,
        so partitioning by hour also spreads load."""),
    m("fct-orders-dup", "bug", DBT, ["dbt", "incremental", "duplicates"], 0.88, """
        DATA-512: fct_orders contained duplicate order rows after a refactor dropped unique_key from the incremental
        model config, so dbt appended instead of merging. Restored unique_key='order_id' and added a unique test on
        order_id; the table was rebuilt with --full-refresh."""),
    m("dim-customers-scd", "bug", DBT, ["dbt", "snapshots", "scd2"], 0.7, """
        dim_customers showed several current rows per customer. The dbt snapshot snap_customers used the timestamp
        strategy on updated_at, but the source sometimes updates rows without touching updated_at. Switched to the
        check strategy on the tracked columns."""),
    m("sensor-slots", "bug", DAGS, ["airflow", "sensors", "pools"], 0.87, """
        All Airflow worker slots got stuck on S3KeySensor tasks in poke mode waiting for late vendor files, so no
        downstream task could run. Sensors must use mode='reschedule' or the deferrable variants (deferrable=True),
        which release the slot while waiting."""),
    m("late-events-dropped", "bug", STREAM, ["streaming", "watermark", "late-data"], 0.8, """
        The hourly active-users aggregation undercounted mobile usage: events from phones that were offline arrive
        hours late and were dropped by withWatermark('event_time', '10 minutes'). The streaming job now only lands raw
        events; the aggregation moved to an hourly batch that recomputes the last 48 hours."""),
    m("legacy-time-parser", "bug", SPARK, ["spark", "upgrade", "dates"], 0.82, """
        After the Spark upgrade, partner_feed_import failed with SparkUpgradeException: Fail to parse '2023-1-5' in the
        new parser. The pattern was yyyy-MM-dd but the partner sends unpadded months. Fixed the pattern to
        yyyy-M-d instead of setting spark.sql.legacy.timeParserPolicy=LEGACY."""),
    m("glue-throttling", "bug", SPARK, ["glue", "catalog", "throttling"], 0.75, """
        Jobs adding many partitions to the Glue catalog failed with ThrottlingException: Rate exceeded. We replaced
        per-partition create_partition calls with batch_create_partition (100 per call) in rbcommon.catalog."""),
    m("gdpr-vacuum", "bug", SPARK, ["gdpr", "delta", "vacuum", "privacy"], 0.9, """
        The right-to-be-forgotten job deleted rows from Delta tables but data stayed readable in old files through
        time travel for 30 days. The erasure job now runs VACUUM ... RETAIN 168 HOURS on the touched tables after
        the DELETE, and the privacy team signs off on the 7 day window (PRIV-77)."""),
    m("schema-409", "bug", STREAM, ["kafka", "schema-registry", "avro"], 0.85, """
        A producer deploy failed with 'Schema being registered is incompatible with an earlier schema' (HTTP 409 from
        Schema Registry) after adding a required field to checkout.v1. New Avro fields must have a default so the
        subject stays BACKWARD compatible."""),
    # --- conventions ---------------------------------------------------------------------------------------------
    m("dag-naming", "convention", DAGS, ["airflow", "naming"], 0.85, """
        DAG ids follow <domain>__<source>__<cadence>, e.g. sales__shopify__hourly. Every DAG sets owner to a team
        alias, tags with its domain, and is created through rbcommon.dag_factory so default_args are consistent."""),
    m("default-args", "convention", DAGS, ["airflow", "retries", "alerts"], 0.85, """
        Standard default_args from the DAG factory: retries=2, retry_delay=5 minutes, execution_timeout=2 hours and
        on_failure_callback=notify_slack, which posts to #data-alerts with the log URL."""),
    m("lake-layout", "convention", None, ["delta", "s3", "medallion"], 0.88, """
        Lake layout: s3://rb-lake-prod/{bronze,silver,gold}/<domain>/<table>/. Bronze is raw and append-only, silver
        is cleaned and deduplicated Delta, gold is aggregated and exported to Snowflake. Nobody writes to bronze
        except ingestion jobs."""),
    m("dbt-layers", "convention", DBT, ["dbt", "naming", "testing"], 0.87, """
        dbt model prefixes: stg_ for one-to-one source cleanup, int_ for intermediate joins, fct_ and dim_ for marts.
        Every model's primary key has unique and not_null tests; sqlfluff with the dbt templater runs in CI."""),
    m("pii-tags", "convention", None, ["pii", "snowflake", "masking"], 0.9, """
        Columns holding personal data get meta: {pii: true} in the dbt schema yml; a post-hook applies the Snowflake
        masking policy PII_MASK, so only the PII_READER role sees clear values."""),
    m("no-collect", "convention", SPARK, ["spark", "driver", "performance"], 0.8, """
        Never call collect() or toPandas() on anything that is not already aggregated to a few thousand rows; it pulls
        everything into the driver. Use write to a table or take(n) for debugging."""),
    m("avro-contracts", "convention", STREAM, ["kafka", "avro", "contracts"], 0.85, """
        Producers own their event schemas in the rb-schemas repo as Avro; subjects use BACKWARD compatibility, topic
        names are <domain>.<event>.v<major>. Breaking changes require a new major topic and a migration window."""),
    m("sql-style", "convention", None, ["sql", "style"], 0.7, """
        SQL style: lower-case keywords, trailing commas, CTEs instead of nested subqueries, and explicit column lists
        in final selects (no select * in marts)."""),
    # --- decisions -----------------------------------------------------------------------------------------------
    m("delta-over-iceberg", "decision", None, ["delta", "iceberg", "table-format"], 0.8, """
        ADR-D3: Delta Lake is our table format rather than Apache Iceberg. We already run Spark everywhere, MERGE and
        OPTIMIZE/ZORDER are mature in Delta, and Snowflake can read Delta via external tables for the few cases we
        need."""),
    m("k8s-executor", "decision", DAGS, ["airflow", "kubernetes", "executor"], 0.8, """
        Airflow runs with the KubernetesExecutor rather than Celery: each task gets its own pod with the image and
        resources it needs, and we do not pay for idle Celery workers at night."""),
    m("dbt-not-spark", "decision", None, ["dbt", "snowflake", "spark"], 0.78, """
        Transformations inside the warehouse (gold to marts) are written in dbt on Snowflake, not Spark. Spark is for
        lake processing and anything over 1 TB per run or needing Python UDFs."""),
    m("cosmos", "decision", DAGS, ["dbt", "airflow", "cosmos"], 0.75, """
        dbt runs from Airflow via astronomer-cosmos, which renders each dbt model as its own task, so a failing model
        can be retried alone instead of re-running dbt build for the whole project."""),
    m("auto-suspend", "decision", DBT, ["snowflake", "cost"], 0.78, """
        Every Snowflake warehouse has AUTO_SUSPEND = 60 seconds and AUTO_RESUME on; BI warehouses are capped by the
        resource monitor RM_BI at 400 credits a month."""),
    # --- architecture --------------------------------------------------------------------------------------------
    m("lakehouse-flow", "architecture", None, ["architecture", "kafka", "delta", "snowflake"], 0.9, """
        Data flow: application events go to Kafka on MSK; streaming-ingest (Spark Structured Streaming) writes them
        to bronze Delta tables on S3; nightly Spark jobs build silver; gold tables are loaded into Snowflake, where
        dbt builds the marts used by Looker."""),
    m("airflow-deploy", "architecture", DAGS, ["airflow", "eks", "helm"], 0.85, """
        Airflow is self-hosted on EKS cluster data-eks-prod with the official Helm chart in namespace airflow; the
        metadata database is the RDS Postgres instance airflow-meta-prod. DAGs are synced from git with git-sync
        every 60 seconds."""),
    m("emr-on-eks", "architecture", SPARK, ["spark", "emr", "eks"], 0.82, """
        Batch Spark runs on EMR on EKS (virtual cluster rb-spark-prod). DAGs submit jobs with
        EmrContainerOperator; job code is packaged as a wheel and uploaded to s3://rb-artifacts/spark/<version>/."""),
    m("datahub", "architecture", None, ["catalog", "lineage", "datahub"], 0.7, """
        DataHub at datahub.riverbank.internal is the data catalog; lineage is pushed by the OpenLineage Airflow
        provider and by dbt artifacts after each run. Owners and PII tags are visible there."""),
    m("cdc-pipeline", "architecture", STREAM, ["debezium", "cdc", "kafka-connect"], 0.8, """
        Operational Postgres databases are captured with Debezium on Kafka Connect (cluster connect-prod); topics are
        named cdc.<db>.<schema>.<table>. A Spark streaming job applies them to silver tables with MERGE."""),
    # --- observations --------------------------------------------------------------------------------------------
    m("shuffle-partitions", "observation", SPARK, ["spark", "shuffle", "tuning"], 0.75, """
        For the big orders x line_items join the default 200 shuffle partitions gave 4 GB partitions and heavy
        spilling. spark.sql.shuffle.partitions=1600 (about 128 MB each) halved runtime; AQE coalesces them when the
        data is small."""),
    m("dbt-full-refresh-cost", "observation", DBT, ["snowflake", "cost", "dbt"], 0.75, """
        The Snowflake bill jumped 35% in May because a dbt run with --full-refresh was scheduled daily by mistake for
        fct_events (3 billion rows). Full refreshes are now only allowed from the manual dbt_full_refresh DAG."""),
    m("dag-parse-time", "observation", DAGS, ["airflow", "performance", "scheduler"], 0.8, """
        Scheduler DAG parsing took 90 seconds because several DAG files called Variable.get() and hit the database
        at import time. Moving those lookups into task code (or using Jinja {{ var.value.x }}) cut parsing to 12 s."""),
    m("optimize-zorder", "observation", SPARK, ["delta", "optimize", "small-files"], 0.8, """
        silver.events accumulates around 40k small files a day from streaming writes. The nightly maintenance job
        runs OPTIMIZE silver.events ZORDER BY (user_id); queries filtering on user_id scan 8x less data afterwards."""),
    m("msk-disk", "observation", STREAM, ["kafka", "msk", "disk"], 0.65, """
        MSK broker disks reach 70% during campaigns mostly because of the app.events topic; storage auto-scaling is on
        but only grows, never shrinks, so keep an eye on retention instead."""),
    m("looker-pdt", "observation", None, ["looker", "bi"], 0.55, """
        Looker persistent derived tables on the BI warehouse rebuild every time their datagroup trigger changes; the
        marketing explore triggers a rebuild hourly because its trigger query uses CURRENT_TIMESTAMP."""),
    # --- research & plans ---------------------------------------------------------------------------------------
    m("iceberg-research", "research", None, ["iceberg", "snowflake"], 0.6, """
        Re-evaluated Iceberg after Snowflake announced managed Iceberg tables: it would let Snowflake and Spark share
        one copy of gold. Conversion tooling exists, but our MERGE-heavy jobs would need rework. Another look in
        H2."""),
    m("great-expectations", "research", None, ["data-quality", "testing"], 0.6, """
        Trialled Great Expectations against Soda for data-quality checks on silver: GX is more flexible but heavy to
        configure; Soda checks in YAML were easier for analysts. Recommendation: Soda Core for silver, dbt tests for
        marts."""),
    m("flink-research", "research", STREAM, ["flink", "streaming"], 0.5, """
        Looked at replacing Spark Structured Streaming with Flink for sub-second use cases; none of our consumers need
        lower latency than a minute today, so we keep one engine."""),
    m("unity-plan", "plan", None, ["governance", "catalog"], 0.55, """
        Plan to move table permissions from S3 bucket policies to Lake Formation tags by end of year, so access is
        granted per table and column instead of per prefix."""),
    m("cost-tags-plan", "plan", SPARK, ["cost", "tags", "emr"], 0.6, """
        Every EMR on EKS job will carry cost-center and dag_id labels so the FinOps dashboard can attribute Spark spend
        per team; rbcommon.submit will add them automatically from Q2."""),
    # --- distractors ---------------------------------------------------------------------------------------------
    m("local-spark", "convention", SPARK, ["tooling", "local-dev"], 0.6, """
        To run a Spark job locally use make local-run JOB=orders_enrich; it starts a container with the same Spark
        and Delta versions as EMR and reads sample data from tests/fixtures/ instead of S3."""),
    m("oncall-data", "convention", None, ["on-call", "process"], 0.6, """
        Data on-call checks the freshness dashboard at 07:00 UTC, reruns failed DAGs once, and opens a DATA ticket for
        anything failing twice. Business stakeholders are informed in #data-status."""),
    m("vendor-files", "observation", DAGS, ["vendors", "sftp"], 0.55, """
        The logistics vendor drops files on sftp-in.riverbank.internal between 02:00 and 05:00 UTC, but about once a
        month they arrive after 09:00; the vendor__logistics__daily DAG waits up to 8 hours."""),
    m("notebook-policy", "convention", None, ["notebooks", "jupyter"], 0.55, """
        Notebooks are for exploration only; anything scheduled must become a job in spark-jobs or a dbt model.
        Notebook outputs must be cleared before committing (nbstripout pre-commit hook)."""),
    m("snowflake-roles", "architecture", DBT, ["snowflake", "rbac"], 0.7, """
        Snowflake roles: LOADER writes raw, TRANSFORMER owns analytics schemas and is used by dbt, REPORTER is
        read-only for BI tools. Humans get REPORTER plus personal dev schemas DEV_<USERNAME>."""),
    m("backfill-runbook", "convention", DAGS, ["airflow", "backfill"], 0.7, """
        For backfills longer than a week, use the backfill pool (8 slots) so normal schedules are not starved, and run
        in reverse chronological order so recent data is fixed first."""),
    m("dq-freshness-metric", "observation", DAGS, ["freshness", "monitoring", "metrics"], 0.65, """
        Table freshness is exported as the gauge rb_table_last_updated_timestamp_seconds by the freshness_probe DAG;
        the Grafana board Data Freshness shows each gold table's lag against its SLA."""),
    m("airflow-connections", "convention", DAGS, ["airflow", "secrets", "connections"], 0.8, """
        Airflow connections and variables come from AWS Secrets Manager through the SecretsManagerBackend with
        prefixes airflow/connections and airflow/variables; never create connections in the UI, they are lost on
        redeploy of the metadata database."""),
    m("snowpipe-ingest", "architecture", DBT, ["snowflake", "snowpipe", "ingestion"], 0.7, """
        Gold exports land in s3://rb-lake-prod/exports/ as Parquet and are loaded by Snowpipe with auto-ingest from S3
        event notifications into the RAW database; COPY history is checked in the load_audit model."""),
    # --- versioned facts -----------------------------------------------------------------------------------------
    m("airflow-26", "decision", DAGS, ["airflow", "version"], 0.85, """
        Production Airflow is 2.6.3 with Python 3.10 images; providers are pinned through the constraints file for
        that version, and upgrades happen only after a rehearsal in staging."""),
    m("spark-33", "decision", SPARK, ["spark", "version", "emr"], 0.85, """
        Batch jobs run Spark 3.3 on EMR 6.10 with Delta Lake 2.2; the rbcommon wheel is built against those
        versions."""),
    m("dbt-warehouse-l", "architecture", DBT, ["snowflake", "dbt", "warehouse"], 0.8, """
        Production dbt runs use the shared TRANSFORM_WH warehouse, size LARGE, the same one the ingestion COPY jobs
        use, so heavy loads and dbt builds queue behind each other."""),
    m("sla-0600", "decision", None, ["sla", "freshness"], 0.85, """
        Freshness SLA: all gold tables and the Looker core explores are complete for the previous day by 06:00 UTC;
        missing it is a P2 incident."""),
    m("retention-7d", "decision", STREAM, ["kafka", "retention"], 0.8, """
        Raw Kafka topics such as app.events keep data for 7 days (retention.ms=604800000), so any consumer can
        replay a week after a bug."""),
    m("spark-pool-16", "decision", DAGS, ["airflow", "pools", "spark"], 0.75, """
        The Airflow pool spark_jobs has 16 slots, which caps concurrent EMR job submissions so the virtual cluster
        does not run out of capacity."""),
    m("airflow-28", "decision", DAGS, ["airflow", "version"], 0.88, """
        Airflow upgraded to 2.8.1 (Python 3.11) for dataset-aware scheduling and the new object storage API;
        deferrable sensors now need the triggerer, which runs with 2 replicas.""", sup="airflow-26"),
    m("spark-35", "decision", SPARK, ["spark", "version", "emr"], 0.88, """
        Batch jobs moved to Spark 3.5 on EMR 7.1 with Delta Lake 3.1; rbcommon 4.x is built for it and the old 3.x
        wheel must not be used anymore.""", sup="spark-33"),
    m("dbt-warehouse-dedicated", "architecture", DBT, ["snowflake", "dbt", "warehouse"], 0.88, """
        dbt production runs now use a dedicated DBT_PROD_WH (size MEDIUM, multi-cluster 1 to 3) so they no longer
        compete with COPY loads; TRANSFORM_WH is ingestion only.""", sup="dbt-warehouse-l"),
    m("sla-0500", "decision", None, ["sla", "freshness"], 0.9, """
        Since the finance close project the freshness SLA is stricter: gold tables and core explores must be ready by
        05:00 UTC for the previous day; later is a P2.""", sup="sla-0600"),
    m("retention-3d-tiered", "decision", STREAM, ["kafka", "retention", "tiered-storage"], 0.85, """
        To cut MSK disk costs, raw topics now keep 3 days on broker disk (local.retention.ms) and 30 days in tiered
        storage (retention.ms=2592000000), so replays up to a month are still possible, just slower.""",
      sup="retention-7d"),
    m("spark-pool-32", "decision", DAGS, ["airflow", "pools", "spark"], 0.8, """
        spark_jobs pool raised to 32 slots after the EMR virtual cluster moved to Karpenter-managed nodes with more
        headroom; the backfill pool is unchanged at 8 slots.""", sup="spark-pool-16"),
    m("airflow-29", "decision", DAGS, ["airflow", "version"], 0.9, """
        Production Airflow is now 2.9.2 (Python 3.11, Helm chart 1.13). The upgrade required the
        apache-airflow-providers-amazon 8.24 constraint and a db migrate run.""", sup="airflow-28"),
]

QUERIES = [
    # paraphrase
    q("paraphrase", "why are the hourly active user numbers too low for people using the app without signal?",
      "late-events-dropped"),
    q("paraphrase", "a fresh pipeline launched hundreds of historical runs and blocked everything else",
      "catchup-flood"),
    q("paraphrase", "the orchestrator ground to a halt because jobs idling until an upload arrived hogged all capacity",
      "sensor-slots"),
    q("paraphrase", "erased customers could still be read from older versions of the lake tables",
      "gdpr-vacuum"),
    q("paraphrase", "the storage service told our compaction job to slow down", "s3-slowdown"),
    q("paraphrase", "what storage layer did we standardise on for lakehouse tables, and what lost out?",
      "delta-over-iceberg"),
    q("paraphrase", "how does an app event travel from the producer all the way to the BI tool?", "lakehouse-flow"),
    q("paraphrase", "it takes the orchestrator more than a minute to read our pipeline definitions",
      "dag-parse-time"),
    q("paraphrase", "why did the warehouse invoice jump by a third in May?", "dbt-full-refresh-cost"),
    # identifier
    q("identifier", "DATA-512", "fct-orders-dup"),
    q("identifier", "CommitFailedException max.poll.interval.ms", "commit-failed-rebalance"),
    q("identifier", "ConcurrentAppendException silver.events", "delta-concurrent-append"),
    q("identifier", "SparkUpgradeException Fail to parse '2023-1-5'", "legacy-time-parser"),
    q("identifier", "Expected: bigint, Found: INT32", "parquet-int32"),
    q("identifier", "ThrottlingException: Rate exceeded batch_create_partition", "glue-throttling"),
    # keyword
    q("keyword", "avro schema incompatible 409", "schema-409"),
    q("keyword", "dbt model prefixes stg int fct", "dbt-layers"),
    q("keyword", "pii masking policy snowflake", "pii-tags"),
    q("keyword", "OPTIMIZE ZORDER user_id", "optimize-zorder"),
    # decoy
    q("decoy", "orders enrichment executors killed with exit code 137 on the customer join", "orders-skew",
      decoys=["sessions-broadcast-oom"]),
    q("decoy", "production Airflow reports zombie tasks for long Spark submissions", "airflow-zombies",
      decoys=["staging-scheduler-oom"]),
    q("decoy", "Snowflake dashboards display order times one hour off during summer", "snowflake-ntz",
      decoys=["spark-session-tz"]),
    q("decoy", "consumer lag exploded on the orders CDC topic after a connector restart", "debezium-snapshot-lag",
      decoys=["commit-failed-rebalance"]),
    q("decoy", "customer dimension has several current rows for the same customer", "dim-customers-scd",
      decoys=["fct-orders-dup"]),
    # superseded
    q("superseded", "which Airflow version runs in production?", "airflow-29"),
    q("superseded", "what Spark and Delta versions do batch jobs use on EMR?", "spark-35"),
    q("superseded", "which Snowflake warehouse do production dbt runs use?", "dbt-warehouse-dedicated"),
    q("superseded", "by what time must the gold tables be ready each day?", "sla-0500"),
    q("superseded", "how long can we replay raw Kafka topics?", "retention-3d-tiered"),
    q("superseded", "how many slots does the spark_jobs pool have?", "spark-pool-32"),
    # multi
    q("multi", "how is Airflow deployed and which executor does it use?", ["airflow-deploy", "k8s-executor"]),
    q("multi", "what do we do about small files in the lake?", ["optimize-zorder", "s3-slowdown"]),
    q("multi", "how do change-data-capture topics work and what happened when the connector re-snapshotted?",
      ["cdc-pipeline", "debezium-snapshot-lag"]),
]
