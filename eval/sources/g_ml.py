"""northwind-ml: an ML infrastructure team, PyTorch training on Ray/KubeRay, Triton+KServe serving, Feast features."""

from common import m, q

GROUP = "northwind-ml"
TRAIN, SERVE, FEAT = "training-platform", "model-serving", "feature-store"

# Hand-laid data, one memory or query per call: keep the formatter out.
# fmt: off
MEMORIES = [
    # --- bugs ---------------------------------------------------------------------------------------------------
    m("nccl-watchdog", "bug", TRAIN, ["nccl", "ddp", "distributed-training"], 0.88, """
        Multi-node DDP runs on the p4d nodes hung for 30 minutes and then died with 'Watchdog caught collective
        operation timeout: WorkNCCL(SeqNum=..., OpType=ALLREDUCE) ran for 1800000 milliseconds'. One rank was stuck in
        the data loader on a corrupt tar shard. Shards are now checksum-verified before training and the process group
        timeout is 10 minutes, so failures surface fast."""),
    m("nccl-p2p-g5", "bug", TRAIN, ["nccl", "g5", "distributed-training"], 0.7, """
        On g5.12xlarge nodes NCCL initialisation hung at the first all-reduce because the A10G GPUs are not P2P
        connected over NVLink and the AMI reported otherwise. Workaround: NCCL_P2P_DISABLE=1 in the g5 runtime env;
        throughput loss is under 5%."""),
    m("cuda-frag", "bug", TRAIN, ["cuda", "oom", "pytorch"], 0.85, """
        Fine-tuning jobs failed with 'CUDA out of memory. Tried to allocate 2.00 GiB' although nvidia-smi showed 9 GiB
        free: the caching allocator was fragmented by variable sequence lengths. Setting
        PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True in the training image fixed it."""),
    m("triton-oom-instances", "bug", SERVE, ["triton", "oom", "gpu"], 0.75, """
        After a config change the recommendation Triton pods crashed with CUDA out of memory at model load: the
        instance_group count was set to 4 for a 7 GB model on a 24 GB A10G. Each instance loads its own copy of the
        weights; keep count at 2 on A10G."""),
    m("triton-batch-delay", "bug", SERVE, ["triton", "latency", "batching"], 0.85, """
        Ranker p99 rose from 35 ms to 80 ms after enabling dynamic batching in Triton, because
        max_queue_delay_microseconds was 50000. With 2000 microseconds and preferred_batch_size [16, 32] we keep the
        throughput gain and p99 is back to 38 ms."""),
    m("kserve-cold-start", "bug", SERVE, ["kserve", "autoscaling", "latency"], 0.8, """
        The text-embedding InferenceService had scale-to-zero enabled; the first search request after a quiet period
        waited about 40 seconds for a GPU pod and the model load. minReplicas is now 1 for every user-facing
        InferenceService."""),
    m("feast-ttl-null", "bug", FEAT, ["feast", "ttl", "features"], 0.87, """
        ML-233: the home-feed model got null user features for anyone inactive more than 7 days, because the Feast
        FeatureView user_stats has ttl=timedelta(days=7). The model imputed null as 0 and recommended cold-start
        items to returning users. Nulls are now imputed with training-set medians and ttl raised to 30 days."""),
    m("feast-materialize-fail", "bug", FEAT, ["feast", "materialization", "stale"], 0.7, """
        item_stats features in Redis were two days stale after the materialize DAG failed silently: the Airflow task
        caught the exception and logged it. The task now fails on error and we alert when
        feast_materialization_lag_seconds > 7200 for any feature view."""),
    m("train-serve-skew", "bug", None, ["feature-skew", "timezone"], 0.85, """
        Training-serving skew on hour_of_day: offline features were computed with pandas in UTC, online features in
        the serving SQL in the user's local time. Offline AUC 0.81, online behaved like 0.74. Both now use the shared
        transformation in nwml.features.temporal with the user's timezone."""),
    m("ray-memory-monitor", "bug", TRAIN, ["ray", "oom", "memory"], 0.8, """
        Preprocessing tasks died with 'Task was killed due to the node running low on memory' from the Ray memory
        monitor. Each task used about 6 GB while Ray scheduled one per CPU. We now declare memory=6 * 1024**3 in
        @ray.remote for those tasks so the scheduler packs fewer per node."""),
    m("mlflow-403", "bug", TRAIN, ["mlflow", "s3", "iam"], 0.8, """
        Runs from the new ray-train namespace could not log artifacts to MLflow: boto3 raised AccessDenied on
        PutObject. Its IRSA role was missing s3:PutObject on s3://nw-mlflow-artifacts-prod/experiments/*. Added to the
        shared ml-workload policy in terraform."""),
    m("gpu-plugin-driver", "bug", None, ["gpu", "kubernetes", "drivers"], 0.85, """
        After the node AMI moved from driver 535 to 550 every GPU pod stayed Pending with '0/12 nodes are available:
        12 Insufficient nvidia.com/gpu'. The nvidia-device-plugin daemonset was crash-looping on an old image; upgrading
        the GPU operator to v24.3 resolved it. Driver bumps must be tested on the ml-canary node group first."""),
    m("tokenizer-revision", "bug", SERVE, ["huggingface", "tokenizer", "reproducibility"], 0.85, """
        Search relevance dropped overnight because the query encoder loaded its tokenizer from the Hugging Face Hub at
        the latest revision, which had changed. All from_pretrained calls must pass revision=<commit sha> and models are
        mirrored into our artifact bucket."""),
    m("onnx-dynamic-axes", "bug", SERVE, ["onnx", "export", "batching"], 0.8, """
        The exported ONNX ranker only accepted batch size 1, so Triton could not batch it: torch.onnx.export was called
        without dynamic_axes. Export now passes dynamic_axes={'input_ids': {0: 'batch', 1: 'seq'}} and a test runs
        the exported model with batch 8."""),
    m("spot-checkpoint", "bug", TRAIN, ["checkpoints", "spot", "preemption"], 0.85, """
        A spot reclaim during checkpointing left a truncated model.safetensors, and the resumed job crashed on load.
        Checkpoints are now written to a temporary key and only renamed into place after the write and a checksum
        succeed; resume picks the newest complete checkpoint."""),
    m("dataloader-hang", "bug", TRAIN, ["dataloader", "opencv", "deadlock"], 0.75, """
        Vision training froze after a few hundred steps with num_workers=8. OpenCV's own thread pool deadlocked in
        forked DataLoader workers. Calling cv2.setNumThreads(0) in worker_init_fn fixed it."""),
    m("redis-maxmemory", "bug", FEAT, ["redis", "feast", "memory"], 0.8, """
        Feast writes started failing with "OOM command not allowed when used memory > 'maxmemory'" on the online
        store Redis cluster feast-redis-prod. Old entity keys were never expired. Feature views now set key TTLs and the
        cluster moved to cache.r7g.xlarge nodes."""),
    m("fp16-nan", "bug", TRAIN, ["mixed-precision", "nan", "t5"], 0.8, """
        T5 fine-tuning produced NaN loss after a few thousand steps in fp16 because activations overflowed. On A100 and
        H100 use bf16 (torch.autocast(dtype=torch.bfloat16)); fp16 with a GradScaler is only for older GPUs."""),
    m("split-leak", "bug", None, ["evaluation", "data-leakage"], 0.85, """
        The click model's offline NDCG looked 6 points too good because train and test were split by event, so the same
        users appeared in both. Splits are now by user_id hash via nwml.data.split_by_user, and the eval report prints
        the overlap count."""),
    # --- conventions ---------------------------------------------------------------------------------------------
    m("registry-naming", "convention", None, ["mlflow", "model-registry", "naming"], 0.85, """
        Registered models are named <team>-<task>-<arch>, e.g. feed-ranking-dcnv2. The production version carries the
        MLflow alias champion and the candidate under test the alias challenger; never deploy by version number."""),
    m("run-metadata", "convention", TRAIN, ["mlflow", "reproducibility"], 0.87, """
        Every training run logs git_sha, data_version (Delta table version of the training snapshot), the resolved
        Hydra config and the image tag to MLflow. nwml.tracking.start_run does this; runs without it cannot be
        registered."""),
    m("seed-everything", "convention", TRAIN, ["reproducibility", "seeds"], 0.75, """
        Call nwml.utils.seed_everything(seed) at the start of training; it seeds random, numpy and torch
        (including CUDA)
        and sets cudnn.deterministic only when deterministic=True, since it costs about 15% speed."""),
    m("gpu-quota-ticket", "convention", None, ["gpu", "quota", "kueue"], 0.8, """
        GPU capacity beyond a team's Kueue quota is requested with an ML-INFRA ticket stating GPU type, count, duration
        and expected cost. Borrowing idle quota from other teams happens automatically through the cohort."""),
    m("triton-config-review", "convention", SERVE, ["triton", "code-review"], 0.75, """
        Triton model configs live in model-repo/<model>/config.pbtxt and need a review from the serving on-call before
        merge; any change to instance_group, dynamic_batching or max_batch_size needs a load-test result in the PR."""),
    m("base-images", "convention", None, ["docker", "cuda", "images"], 0.8, """
        Training and serving images must build FROM the internal base images nwml/pytorch:<torch>-cuda<cuda> published
        by the platform team; they carry the right NCCL, EFA and driver-compatible CUDA libraries."""),
    m("notebook-gpu", "convention", None, ["notebooks", "gpu", "cost"], 0.65, """
        Jupyter notebooks on GPU nodes are culled after 2 hours idle; long experiments must run as Ray jobs, not in a
        notebook kernel."""),
    # --- decisions -----------------------------------------------------------------------------------------------
    m("ray-over-kftrain", "decision", TRAIN, ["ray", "kubeflow", "distributed-training"], 0.82, """
        We standardised distributed training on Ray Train via KubeRay instead of the Kubeflow training operator:
        preprocessing, training and tuning run in one Ray cluster, and Ray Data streams from S3 without a separate
        Spark step."""),
    m("triton-over-torchserve", "decision", SERVE, ["triton", "torchserve", "serving"], 0.8, """
        GPU inference is served with NVIDIA Triton rather than TorchServe: dynamic batching, ONNX/TensorRT backends
        and model ensembles out of the box. CPU-only small models may still use a plain FastAPI container."""),
    m("kueue-decision", "decision", None, ["kueue", "gpu", "scheduling"], 0.8, """
        GPU sharing between teams uses Kueue: one ClusterQueue per team in a shared cohort, so idle GPUs can be
        borrowed and reclaimed. Chosen over Volcano because it works with plain Jobs and RayJobs."""),
    m("vllm-llm", "decision", SERVE, ["llm", "vllm", "serving"], 0.75, """
        Self-hosted LLMs are served with vLLM (OpenAI-compatible server) on H100 nodes, not Triton, because of paged
        attention and continuous batching. Only models approved by the AI review board may be deployed."""),
    m("feast-stores", "decision", FEAT, ["feast", "redis", "snowflake"], 0.78, """
        Feast offline store is Snowflake (database FEATURES_PROD) and the online store is Redis; the registry file lives
        at s3://nw-feast/registry.db. We chose Feast over Tecton to avoid a vendor contract."""),
    # --- architecture --------------------------------------------------------------------------------------------
    m("training-cluster", "architecture", TRAIN, ["eks", "kuberay", "gpu"], 0.85, """
        Training runs on the EKS cluster ml-eks-prod in us-east-1. KubeRay creates a RayCluster per job; GPU node groups
        are p4d.24xlarge (8x A100 40GB) on spot with on-demand fallback, and g5.12xlarge (4x A10G) for smaller
        jobs."""),
    m("serving-arch", "architecture", SERVE, ["kserve", "triton", "istio"], 0.85, """
        Online inference: KServe InferenceServices using the Triton runtime, behind Istio on
        inference.northwind.internal/v2/models/<name>/infer. Models are pulled from s3://nw-model-repo at pod
        start."""),
    m("feature-flow", "architecture", FEAT, ["feast", "airflow", "redis"], 0.8, """
        Feature pipeline: Spark jobs write feature tables to Snowflake; the feast_materialize DAG pushes new values to
        Redis; the ranking service reads them through the Feast Go feature server at
        feature-server.northwind.internal."""),
    m("llm-gateway", "architecture", None, ["llm", "gateway", "budgets"], 0.8, """
        All LLM calls go through llm-gateway, which proxies to the external provider or to our vLLM pool, enforces
        per-team monthly budgets, strips PII with a regex pass and logs prompts for 30 days."""),
    m("embedding-service", "architecture", SERVE, ["embeddings", "search", "onnx"], 0.75, """
        text-embedding serves a 384-dimension sentence encoder as ONNX on Triton; search-api calls it for queries and
        a nightly Ray job re-embeds changed catalogue items into the vector index."""),
    # --- observations --------------------------------------------------------------------------------------------
    m("gpu-util-low", "observation", TRAIN, ["gpu", "utilization", "dataloader"], 0.75, """
        Average GPU utilisation across training jobs last quarter was 38% (DCGM_FI_DEV_GPU_UTIL). Most jobs were
        input-bound: JPEG decoding on CPU. Moving decode to the GPU with NVIDIA DALI brought the vision jobs to
        85%."""),
    m("spot-p4d-east", "observation", TRAIN, ["spot", "preemption", "p4d"], 0.7, """
        p4d spot capacity in us-east-1 gets reclaimed roughly once every 6 hours of runtime during US business hours,
        much less at night. Checkpoint at least every 30 minutes on spot."""),
    m("spot-g5-west", "observation", TRAIN, ["spot", "preemption", "g5"], 0.6, """
        g5 spot instances in us-west-2 were hardly ever reclaimed in our tests (two interruptions in three weeks), so
        hyperparameter sweeps run there by default."""),
    m("h100-speedup", "observation", TRAIN, ["h100", "a100", "benchmarks"], 0.7, """
        Benchmark of the feed ranker training step: H100 is 1.9x faster than A100 40GB with bf16, 2.6x with FP8 via
        Transformer Engine. Cost per epoch is about 20% lower on H100 on-demand."""),
    m("mountpoint-s3", "observation", TRAIN, ["s3", "io", "mountpoint"], 0.7, """
        Reading training shards through Mountpoint for Amazon S3 gave 2.4 GB/s per p4d node, close to boto3 with
        parallel range gets and much simpler for frameworks that expect files."""),
    m("ray-dashboard", "observation", TRAIN, ["ray", "debugging"], 0.6, """
        The Ray dashboard of a job cluster is reachable with kubectl port-forward svc/<cluster>-head-svc 8265; logs
        of dead workers are only there for 10 minutes after the cluster shuts down, afterwards look in Loki."""),
    m("triton-throughput", "observation", SERVE, ["triton", "throughput", "benchmarks"], 0.65, """
        perf_analyzer on the ranker (TensorRT, A10G): 4,200 inferences/s at p99 38 ms with batch 32 and two instances.
        The ONNX backend reached about 2,600/s on the same GPU."""),
    # --- research & plans ---------------------------------------------------------------------------------------
    m("fp8-research", "research", TRAIN, ["fp8", "h100", "transformer-engine"], 0.6, """
        FP8 training with Transformer Engine on H100 matched bf16 quality for the ranker after 3 epochs but diverged
        for the T5 summariser; keep FP8 experimental and per model."""),
    m("distill-plan", "plan", SERVE, ["distillation", "latency"], 0.65, """
        Q3 plan: distil the cross-encoder reranker (110M params) into a 22M student to cut serving cost by 4x; target
        less than 1% NDCG@10 loss on the frozen eval set eval-2024-05."""),
    m("vector-db-research", "research", None, ["vector-db", "search"], 0.6, """
        Compared Qdrant, pgvector and OpenSearch k-NN for the 40M item index: Qdrant had the best recall at 10 ms p99
        with HNSW and scalar quantisation; pgvector was fine up to ~5M items."""),
    m("multi-region-plan", "plan", SERVE, ["multi-region", "availability"], 0.55, """
        Serving is single region today. Plan: replicate the model repo and Redis online store to eu-west-1 and run
        a warm standby of the ranker there by end of year."""),
    m("kfp-retire-plan", "plan", None, ["kubeflow", "migration"], 0.6, """
        The remaining Kubeflow Pipelines (three legacy batch scoring pipelines) will move to Airflow plus RayJobs;
        the KFP installation is decommissioned once the last one is ported."""),
    # --- distractors ---------------------------------------------------------------------------------------------
    m("reading-group", "observation", None, ["team", "learning"], 0.5, """
        The ML reading group meets Thursdays at 16:00 in the Hopper room; papers are picked in #ml-reading a week
        ahead and summaries go to the wiki page Reading Group Notes."""),
    m("wandb-sweeps", "convention", TRAIN, ["sweeps", "tuning"], 0.6, """
        Hyperparameter searches use Ray Tune with the ASHA scheduler; results are logged to MLflow as child runs of a
        parent sweep run, not to a separate tool."""),
    m("label-studio", "architecture", None, ["labeling", "annotation"], 0.6, """
        Annotation runs in a self-hosted Label Studio at labels.northwind.internal; exports land in
        s3://nw-labels/<project>/<date>/ as JSON and a Spark job converts them into training tables."""),
    m("pytest-gpu", "convention", None, ["testing", "gpu", "ci"], 0.6, """
        Tests that need a GPU are marked @pytest.mark.gpu and only run in the nightly CI on the gpu-runner pool; PR CI
        runs CPU tests and a tiny model smoke test."""),
    m("model-cards", "convention", None, ["documentation", "governance"], 0.65, """
        Every model promoted to champion needs a model card in docs/model-cards/<name>.md: intended use, training data,
        evaluation slices and known limitations."""),
    m("ray-job-submit", "convention", TRAIN, ["ray", "jobs", "cli"], 0.7, """
        Submit training with nwml-submit --cluster-size 2xp4d --config configs/ranker.yaml rather than raw
        ray job submit; the wrapper creates the RayCluster, mounts the S3 shards, tags the run with the team's
        Kueue queue and tears the cluster down on exit."""),
    m("eval-set-frozen", "convention", None, ["evaluation", "datasets"], 0.75, """
        Offline comparisons use frozen eval sets named eval-YYYY-MM stored as Delta tables in ml_eval; they are never
        regenerated, and a new set is only introduced together with re-scoring the current champion on it."""),
    m("inference-logging", "architecture", SERVE, ["logging", "kafka", "monitoring"], 0.7, """
        Every online prediction is logged to the Kafka topic ml.predictions.v1 with request id, model version and
        top-k scores; a Spark job joins it with clicks the next day to compute online NDCG and drift reports."""),
    m("drift-alert", "observation", SERVE, ["drift", "monitoring", "features"], 0.6, """
        The PSI drift alert for feature user_sessions_7d fired every Monday; it is a weekly seasonality effect, so
        the drift job now compares against the same weekday of the previous week instead of yesterday."""),
    # --- versioned facts -----------------------------------------------------------------------------------------
    m("ranker-v12", "decision", SERVE, ["ranking", "model-version", "champion"], 0.8, """
        Production feed ranker is feed-ranking-dcnv2 version 12 (alias champion), trained on data up to March with
        NDCG@10 0.412 on the frozen eval set."""),
    m("cuda-121", "decision", None, ["cuda", "drivers", "images"], 0.85, """
        Platform standard: CUDA 12.1 with NVIDIA driver 535 on all GPU node groups; base images
        nwml/pytorch:2.1-cuda12.1 are built against it."""),
    m("research-quota-16", "decision", None, ["kueue", "quota", "gpu"], 0.8, """
        The research team's Kueue ClusterQueue research-cq has a nominal quota of 16 A100 GPUs; anything above is
        borrowed and can be preempted."""),
    m("torch-21", "decision", TRAIN, ["pytorch", "version"], 0.85, """
        Training code targets PyTorch 2.1; torch.compile is allowed only for the ranker because other models hit
        graph breaks with dynamic shapes."""),
    m("materialize-hourly", "architecture", FEAT, ["feast", "materialization", "freshness"], 0.8, """
        feast_materialize runs hourly for all feature views, so online features can be up to about 70 minutes
        behind the offline store."""),
    m("gate-1pct", "convention", None, ["evaluation", "promotion", "gates"], 0.8, """
        Promotion gate: a challenger may replace the champion only if its NDCG@10 on the frozen eval set is no more
        than 1% below the champion's and no evaluation slice drops more than 3%."""),
    m("ranker-v13", "decision", SERVE, ["ranking", "model-version", "champion"], 0.85, """
        feed-ranking-dcnv2 version 13 is now champion: adds session features, NDCG@10 0.425 offline and +1.8% clicks in
        the two-week A/B test FEED-AB-31.""", sup="ranker-v12"),
    m("cuda-124", "decision", None, ["cuda", "drivers", "images"], 0.88, """
        GPU node groups moved to driver 550 and CUDA 12.4 (needed for H100 FP8 kernels); base images are
        nwml/pytorch:2.3-cuda12.4 and the 12.1 images are deprecated.""", sup="cuda-121"),
    m("research-quota-32", "decision", None, ["kueue", "quota", "gpu"], 0.85, """
        research-cq nominal quota raised to 32 A100 GPUs after the second p4d reservation started; borrowing limit
        stays at 16 more.""", sup="research-quota-16"),
    m("torch-23", "decision", TRAIN, ["pytorch", "version"], 0.88, """
        Training code now targets PyTorch 2.3; torch.compile is allowed for all models that pass the compile smoke test
        in CI, since dynamic shape support improved.""", sup="torch-21"),
    m("materialize-15m", "architecture", FEAT, ["feast", "materialization", "freshness"], 0.88, """
        feast_materialize now runs every 15 minutes for user_* feature views (hourly for item_* views), so user
        features in Redis are at most ~20 minutes behind.""", sup="materialize-hourly"),
    m("gate-05pct", "convention", None, ["evaluation", "promotion", "gates"], 0.88, """
        Promotion gate tightened: the challenger's NDCG@10 may be at most 0.5% below the champion's on the frozen eval
        set, no slice may drop more than 2%, and latency p99 must not grow by more than 10%.""", sup="gate-1pct"),
    m("ranker-v14", "decision", SERVE, ["ranking", "model-version", "champion"], 0.9, """
        Champion feed ranker is now feed-ranking-dcnv2 version 14, retrained with the split_by_user fix; NDCG@10 0.419
        (lower than v13's inflated number but honest) and +0.9% clicks in FEED-AB-35.""", sup="ranker-v13"),
]

QUERIES = [
    # paraphrase
    q("paraphrase", "the GPU says it has room but the fine-tune still can't get memory for a tensor", "cuda-frag"),
    q("paraphrase", "returning users who had been away a while got recommendations meant for brand new users",
      "feast-ttl-null"),
    q("paraphrase", "the model scored well offline but much worse in production because of time of day inputs",
      "train-serve-skew"),
    q("paraphrase", "the first search after a quiet night takes nearly a minute", "kserve-cold-start"),
    q("paraphrase", "search quality dropped overnight without us deploying anything", "tokenizer-revision"),
    q("paraphrase", "resuming training failed because the saved weights file was cut off", "spot-checkpoint"),
    q("paraphrase", "image model training freezes after a few hundred iterations with several loader processes",
      "dataloader-hang"),
    q("paraphrase", "offline ranking metrics looked suspiciously good; what caused it?", "split-leak"),
    q("paraphrase", "our accelerators sit idle most of the time during training, why?", "gpu-util-low"),
    # identifier
    q("identifier", "ML-233", "feast-ttl-null"),
    q("identifier", "PYTORCH_CUDA_ALLOC_CONF expandable_segments", "cuda-frag"),
    q("identifier", "Insufficient nvidia.com/gpu", "gpu-plugin-driver"),
    q("identifier", "OOM command not allowed when used memory > 'maxmemory'", "redis-maxmemory"),
    q("identifier", "max_queue_delay_microseconds", "triton-batch-delay"),
    q("identifier", "s3://nw-mlflow-artifacts-prod AccessDenied", "mlflow-403"),
    # keyword
    q("keyword", "onnx export dynamic_axes batch", "onnx-dynamic-axes"),
    q("keyword", "bf16 fp16 nan loss", "fp16-nan"),
    q("keyword", "ray memory monitor killed task", "ray-memory-monitor"),
    q("keyword", "llm gateway budgets", "llm-gateway"),
    # decoy
    q("decoy", "distributed training on the A100 nodes hangs then dies on an allreduce timeout", "nccl-watchdog",
      decoys=["nccl-p2p-g5"]),
    q("decoy", "Triton recommendation pods run out of GPU memory while loading the model", "triton-oom-instances",
      decoys=["cuda-frag"]),
    q("decoy", "ranker tail latency doubled after we turned on request batching", "triton-batch-delay",
      decoys=["kserve-cold-start"]),
    q("decoy", "online item features in Redis were days old", "feast-materialize-fail",
      decoys=["feast-ttl-null"]),
    q("decoy", "how often are p4d spot instances in us-east-1 interrupted?", "spot-p4d-east",
      decoys=["spot-g5-west"]),
    # superseded
    q("superseded", "which version of the feed ranker is champion in production?", "ranker-v14"),
    q("superseded", "what CUDA and driver version do GPU nodes run?", "cuda-124"),
    q("superseded", "how many A100s does the research team's queue get by default?", "research-quota-32"),
    q("superseded", "which PyTorch version should training code target, and can we use torch.compile?",
      "torch-23"),
    q("superseded", "how stale can user features in the online store be?", "materialize-15m"),
    q("superseded", "how much may NDCG drop for a challenger to be promoted?", "gate-05pct"),
    # multi
    q("multi", "how does a trained model get served online and why did we pick that server?",
      ["serving-arch", "triton-over-torchserve"]),
    q("multi", "what do we know about running training on spot instances?",
      ["spot-p4d-east", "spot-g5-west", "spot-checkpoint"]),
    q("multi", "how do features get from the offline store to the ranker, and what went wrong with freshness?",
      ["feature-flow", "feast-materialize-fail"]),
]
