"""stratus-platform: an SRE team, EKS clusters, Terraform with Atlantis, ArgoCD, Prometheus/Mimir/Loki, Vault."""

from common import m, q

GROUP = "stratus-platform"
TF, K8S, OBS = "infra-live", "k8s-platform", "observability"

# Hand-laid data, one memory or query per call: keep the formatter out.
# fmt: off
MEMORIES = [
    # --- bugs and incidents ---------------------------------------------------------------------------------------
    m("tf-state-lock", "bug", TF, ["terraform", "state", "dynamodb"], 0.88, """
        'Error acquiring the state lock: ConditionalCheckFailedException' on infra-live/prod stacks happens when a CI
        job was killed mid-apply and left its lock in the DynamoDB table tf-locks. Check the lock's Who and Created
        fields, make sure no apply is running, then terraform force-unlock <LOCK_ID>. Never force-unlock blindly."""),
    m("atlantis-pr-lock", "bug", TF, ["atlantis", "locks", "pull-requests"], 0.75, """
        Atlantis comments 'This project is currently locked by an unapplied plan from pull #1234' when another PR has
        planned the same directory. Either apply or close that PR, or run atlantis unlock on it; the DynamoDB state lock
        is a different mechanism and is not involved."""),
    m("ndots-dns", "bug", K8S, ["dns", "coredns", "latency"], 0.85, """
        Outbound calls to external APIs had 20 to 40 ms of extra latency: with the default ndots:5 every lookup of
        api.partner.com first tried all search domains. Pods calling external hosts now set dnsConfig options ndots: 2,
        and NodeLocal DNSCache runs on every node."""),
    m("conntrack-full", "bug", K8S, ["networking", "conntrack", "ingress"], 0.85, """
        During a traffic spike the ingress nodes logged 'nf_conntrack: table full, dropping packet' and clients saw
        timeouts. net.netfilter.nf_conntrack_max is now 1048576 on the ingress node pool via the Karpenter
        userData, and node_nf_conntrack_entries is alerted at 80% of the limit."""),
    m("argocd-hpa-flap", "bug", K8S, ["argocd", "hpa", "gitops"], 0.86, """
        ArgoCD apps with an HPA flapped between Synced and OutOfSync every few minutes, because the manifests set
        spec.replicas and the HPA changed it. Fix: remove replicas from the Deployment manifests and add
        ignoreDifferences for /spec/replicas in the ApplicationSet template."""),
    m("le-rate-limit", "bug", K8S, ["cert-manager", "letsencrypt", "tls"], 0.82, """
        cert-manager stopped issuing for *.stratus.dev with 'too many certificates already issued for exact set of
        domains' after a misconfigured Certificate was re-created in a loop. Tests must use the letsencrypt-staging
        ClusterIssuer; production issuer only in prod namespaces, enforced by Kyverno."""),
    m("vault-lease-maxttl", "bug", None, ["vault", "database-credentials", "leases"], 0.85, """
        After exactly 32 days the orders service lost database access: its dynamic Postgres credentials hit the Vault
        lease max_ttl and the app had cached them at startup. Apps must re-read credentials from the Vault Agent
        rendered file on auth errors; database/roles max_ttl is 24h so this surfaces daily, not monthly."""),
    m("nginx-502-deploy", "bug", K8S, ["ingress-nginx", "deploys", "502"], 0.87, """
        Every rollout produced a burst of 502s from ingress-nginx: pods got SIGTERM and stopped before the endpoint
        removal had propagated to nginx. Standard pod template now has a preStop hook sleep 15 and
        terminationGracePeriodSeconds 45."""),
    m("alb-idle-502", "bug", OBS, ["alb", "grafana", "502"], 0.65, """
        Grafana dashboards with slow queries returned 502 after exactly 60 seconds: the ALB idle timeout was the
        default 60 s. The grafana ingress annotation now sets idle_timeout.timeout_seconds=300."""),
    m("prom-cardinality", "bug", OBS, ["prometheus", "cardinality", "oom"], 0.88, """
        Prometheus in prod-eu was OOMKilled repeatedly after a service added user_id as a label on
        http_requests_total, creating 4M new series. We drop that label with metric_relabel_configs, set
        sample_limit: 50000 per scrape target, and alert on prometheus_tsdb_head_series growth."""),
    m("mimir-ingester-oom", "bug", OBS, ["mimir", "kube-state-metrics", "oom"], 0.65, """
        Mimir ingesters ran out of memory after kube-state-metrics was upgraded and began exporting every pod label as
        kube_pod_labels series. We set --metric-labels-allowlist=pods=[app,team] on kube-state-metrics."""),
    m("karpenter-pdb", "bug", K8S, ["karpenter", "pdb", "availability"], 0.88, """
        INC-4388: Karpenter consolidation drained two nodes at once and took down all replicas of checkout-api,
        which had no PodDisruptionBudget. Kyverno now rejects Deployments with more than one replica and no matching
        PDB in production namespaces."""),
    m("ebs-multi-attach", "bug", K8S, ["ebs", "statefulset", "volumes"], 0.78, """
        StatefulSet pods rescheduled after a node failure stuck in ContainerCreating with 'Multi-Attach error for volume
        pvc-...: Volume is already exclusively attached to one node'. The EBS CSI driver waits 6 minutes before force
        detach; if the old node is gone, deleting its VolumeAttachment object speeds it up."""),
    m("irsa-old-sdk", "bug", None, ["iam", "irsa", "aws-sdk"], 0.8, """
        A service silently used the node instance role instead of its IRSA role because its AWS SDK for Java 1.11.300
        predated WebIdentityTokenCredentialsProvider. Node roles no longer have any application permissions, so the
        failure is now loud; the minimum SDK versions are listed in the platform docs."""),
    m("loki-rate-limit", "bug", OBS, ["loki", "logging", "limits"], 0.8, """
        Logs from the search team went missing with 'ingestion rate limit exceeded (limit: 4194304 bytes/sec)'.
        Their debug logging was on in production. We raised ingestion_rate_mb to 8 for that tenant only and added an
        alert on loki_discarded_samples_total per tenant."""),
    m("jvm-oom", "bug", None, ["jvm", "oomkilled", "memory"], 0.82, """
        Java services were OOMKilled although heap usage looked fine: they used a hard-coded -Xmx equal to the
        container limit, leaving no room for metaspace and direct buffers. Use -XX:MaxRAMPercentage=75 and no -Xmx in
        the base JVM image."""),
    m("route53-moved", "bug", TF, ["terraform", "route53", "refactor", "incident"], 0.9, """
        INC-4410: a Terraform refactor that moved the Route53 private zone into a module destroyed and recreated the
        zone association, and internal DNS in eu-central-1 failed for 9 minutes. Refactors must use moved blocks and
        the plan must show 0 to destroy before approval."""),
    m("controller-throttling", "bug", K8S, ["kube-api", "controllers", "throttling"], 0.72, """
        The in-house namespace-operator logged 'client rate limiter Wait returned an error: context deadline exceeded'
        during large reconciles because client-go's default QPS is 5. Its rest config now sets QPS 50 and Burst
        100."""),
    m("silence-expiry", "bug", OBS, ["alertmanager", "silences", "paging"], 0.7, """
        A week-long maintenance silence expired at 03:00 while the database migration was still running and paged
        the whole rotation 40 times. Silences must be created with an owner comment and an expiry during working
        hours."""),
    m("upgrade-euw-drain", "observation", K8S, ["eks", "upgrade", "pdb"], 0.7, """
        The prod-eu node upgrade took three hours because a PDB with minAvailable equal to the replica count blocked
        draining of the kafka-connect pods. Check kubectl get pdb -A for ALLOWED DISRUPTIONS 0 before an upgrade."""),
    m("upgrade-us-deprecated", "observation", K8S, ["eks", "upgrade", "deprecated-apis"], 0.75, """
        The prod-us control plane upgrade was blocked because two Helm releases still used policy/v1beta1
        PodDisruptionBudget, removed in Kubernetes 1.25. pluto detect-helm --target-versions k8s=v1.25.0 now runs
        in CI for every chart."""),
    # --- conventions ---------------------------------------------------------------------------------------------
    m("tf-layout", "convention", TF, ["terraform", "layout", "modules"], 0.86, """
        infra-live is laid out as <account>/<region>/<stack>/ with one state per stack. Reusable code lives in the
        infra-modules repo and is referenced by git tag (?ref=v3.4.0), never by branch."""),
    m("atlantis-flow", "convention", TF, ["atlantis", "terraform", "workflow"], 0.85, """
        Terraform changes go through Atlantis: it plans automatically on every PR; after one approval from the owning
        team comment 'atlantis apply'. Nobody runs terraform apply from a laptop against prod accounts."""),
    m("mandatory-tags", "convention", TF, ["tagging", "cost", "policy"], 0.85, """
        Every AWS resource carries owner, cost-center and env tags, set through default_tags in the provider block.
        A conftest policy in the Atlantis workflow fails plans that create untagged resources."""),
    m("pod-baseline", "convention", K8S, ["kubernetes", "kyverno", "resources"], 0.86, """
        Production workloads must declare CPU and memory requests, a memory limit (no CPU limit), a readiness probe,
        and run as non-root. Kyverno policies in audit mode in staging and enforce mode in prod check this."""),
    m("alert-runbooks", "convention", OBS, ["alerts", "runbooks", "paging"], 0.85, """
        Every alert rule needs a runbook_url annotation and a severity label: page (wakes someone up, must be
        actionable) or ticket (creates a Jira issue). Alerts without runbooks are rejected by the promtool lint
        step."""),
    m("slo-sloth", "convention", OBS, ["slo", "error-budget", "sloth"], 0.8, """
        SLOs are defined as Sloth specs in observability/slos/<service>.yaml, which generate the recording rules and
        multi-window burn-rate alerts. Exhausting the 28-day error budget freezes feature deploys for that service."""),
    m("secrets-eso", "convention", None, ["vault", "external-secrets", "secrets"], 0.9, """
        Application secrets live in Vault under kv/<team>/<app>/ and are synced into Kubernetes by External Secrets
        Operator (ExternalSecret resources next to the app manifests). No secrets in git, not even encrypted with
        SOPS."""),
    m("postmortems", "convention", None, ["incidents", "postmortems"], 0.8, """
        Every SEV1 or SEV2 incident gets a blameless postmortem within 5 working days using the template in
        docs/postmortems/TEMPLATE.md, with action items tracked as PLAT tickets."""),
    m("namespace-naming", "convention", K8S, ["kubernetes", "namespaces", "rbac"], 0.75, """
        Namespaces are named <team>-<env> (payments-prod) and created only through the namespace-operator from
        teams.yaml, which also sets ResourceQuota, LimitRange and the team's RBAC bindings."""),
    # --- decisions -----------------------------------------------------------------------------------------------
    m("argocd-over-flux", "decision", K8S, ["argocd", "flux", "gitops"], 0.8, """
        GitOps uses ArgoCD rather than Flux: the UI is what app teams use to understand sync state, and ApplicationSets
        generate one app per team namespace from the deploy repo."""),
    m("karpenter-over-ca", "decision", K8S, ["karpenter", "autoscaling"], 0.82, """
        Node autoscaling moved from cluster-autoscaler to Karpenter: it picks instance types per pending pod, launches
        nodes in under a minute and consolidates underused nodes. NodePools are defined per workload class."""),
    m("vpc-cni-prefix", "decision", K8S, ["networking", "vpc-cni", "ip-addresses"], 0.75, """
        We keep the AWS VPC CNI (not Cilium) and enabled prefix delegation (ENABLE_PREFIX_DELEGATION=true) so that
        nodes get /28 prefixes; this fixed pod IP exhaustion on large nodes."""),
    m("loki-over-elk", "decision", OBS, ["loki", "elasticsearch", "logging"], 0.8, """
        Logs moved from the self-managed Elasticsearch cluster to Grafana Loki with S3 storage: about 70% cheaper,
        at the cost of no full-text index. Search by labels first, then filter with |= in LogQL."""),
    m("atlantis-over-tfc", "decision", TF, ["atlantis", "terraform-cloud"], 0.75, """
        We chose self-hosted Atlantis over Terraform Cloud because of per-resource pricing and because plans must run
        inside our VPC to reach private endpoints."""),
    # --- architecture --------------------------------------------------------------------------------------------
    m("clusters", "architecture", K8S, ["eks", "clusters", "regions"], 0.85, """
        Clusters: prod-eu (EKS, eu-central-1), prod-us (EKS, us-east-2), staging (eu-central-1) and shared-services,
        which runs ArgoCD, Atlantis, Vault and the observability backends."""),
    m("network-hub", "architecture", TF, ["networking", "transit-gateway", "vpc"], 0.8, """
        All VPCs attach to the Transit Gateway in the network account. CIDRs come from the 10.64.0.0/10 pool managed by
        AWS IPAM; never hand-pick a CIDR in a stack."""),
    m("ingress-path", "architecture", K8S, ["ingress", "nlb", "external-dns"], 0.8, """
        Traffic path: Route53 -> AWS NLB (one per cluster) -> ingress-nginx -> services. external-dns creates Route53
        records from Ingress hosts; TLS certificates come from cert-manager."""),
    m("obs-stack", "architecture", OBS, ["prometheus", "mimir", "grafana", "tempo"], 0.85, """
        Observability: Prometheus in agent mode in each cluster remote-writes to Mimir in shared-services; logs go via
        Grafana Alloy to Loki; traces via OTLP to Tempo. Grafana at grafana.stratus.dev is the single UI."""),
    m("vault-arch", "architecture", None, ["vault", "raft", "kms"], 0.8, """
        Vault runs as a 5-node HA cluster with integrated Raft storage in shared-services, auto-unsealed with the KMS
        key alias/vault-unseal. Kubernetes auth is configured per cluster, roles per namespace."""),
    # --- observations --------------------------------------------------------------------------------------------
    m("karpenter-startup", "observation", K8S, ["karpenter", "node-startup"], 0.7, """
        Karpenter nodes on Bottlerocket become Ready in about 55 seconds; image pulls of the large JVM images add
        another 30 to 40 seconds, so we pre-cache base layers with a DaemonSet."""),
    m("nat-costs", "observation", TF, ["cost", "nat-gateway", "vpc-endpoints"], 0.8, """
        NAT gateway data processing was 18% of the AWS bill, mostly image pulls from ECR and S3 traffic. Adding gateway
        endpoints for S3 and interface endpoints for ECR saved about 9k USD a month."""),
    m("spot-share", "observation", K8S, ["spot", "cost", "karpenter"], 0.65, """
        About 60% of stateless capacity runs on spot through Karpenter. Interruptions average 3 per day across prod-eu
        and cause no user impact when PDBs are in place."""),
    m("grafana-usage", "observation", OBS, ["grafana", "dashboards"], 0.55, """
        Half of the 900 Grafana dashboards were not viewed in the last 90 days. The cleanup script archives them to the
        'Archive' folder rather than deleting."""),
    m("apiserver-latency", "observation", K8S, ["kube-api", "latency"], 0.6, """
        apiserver_request_duration_seconds p99 for LIST pods in prod-eu reaches 4 s when the cost exporter runs its
        unpaginated list every minute; its interval was changed to 5 minutes."""),
    # --- research & plans ---------------------------------------------------------------------------------------
    m("cilium-research", "research", K8S, ["cilium", "ebpf", "networking"], 0.6, """
        Evaluated Cilium in chaining mode with the VPC CNI for network policies and Hubble flow logs. Works, but adds
        an agent with its own upgrade cadence; revisit when we need L7 policies."""),
    m("ipv6-plan", "plan", TF, ["ipv6", "networking"], 0.55, """
        Plan for next year: dual-stack VPCs and IPv6 EKS clusters for new regions, to get away from pod IP planning
        entirely. Blocked on two vendors without IPv6 endpoints."""),
    m("backup-plan", "plan", None, ["backups", "velero", "disaster-recovery"], 0.7, """
        Velero backups of cluster state and EBS snapshots run nightly to the backup account; a quarterly restore
        drill into a scratch cluster is planned starting Q2, owned by PLAT-902."""),
    m("crossplane-research", "research", TF, ["crossplane", "terraform"], 0.5, """
        Looked at Crossplane so app teams could request RDS instances as Kubernetes resources. Decided against it for
        now: two sources of truth next to Terraform and weaker plan/preview workflow."""),
    m("finops-plan", "plan", None, ["cost", "finops", "kubecost"], 0.6, """
        Kubecost will be rolled out to attribute cluster spend per namespace; showback reports go to team leads monthly
        from Q3, chargeback maybe later."""),
    # --- distractors ---------------------------------------------------------------------------------------------
    m("kubectl-contexts", "convention", None, ["kubectl", "tooling"], 0.6, """
        kubectl contexts are named after clusters (prod-eu, prod-us, staging). The prompt shows the current context in
        red for prod; use kubie or kubectx, and never set a prod context as default in a shell profile."""),
    m("break-glass", "convention", None, ["access", "security", "iam"], 0.8, """
        Break-glass admin access to prod AWS accounts goes through the BreakGlass role in AWS IAM Identity Center,
        which requires a PagerDuty incident id and alerts #sec-audit on use."""),
    m("chaos-days", "observation", None, ["chaos-engineering", "gamedays"], 0.55, """
        Quarterly game days use litmus experiments on staging; the last one found that the orders service does not
        retry when Redis fails over, filed as ORD-771."""),
    m("terraform-fmt", "convention", TF, ["terraform", "formatting", "lint"], 0.6, """
        Pre-commit runs terraform fmt, tflint with the aws ruleset and terraform-docs to refresh each module's
        README inputs and outputs tables."""),
    m("helm-charts", "convention", K8S, ["helm", "charts"], 0.65, """
        App teams use the shared stratus-app Helm chart; custom charts need platform review. Chart values are kept
        in deploy/<app>/values-<env>.yaml in the deploy repo."""),
    m("ecr-pull-through", "architecture", K8S, ["ecr", "images", "registry"], 0.7, """
        Public images (Docker Hub, quay.io, ghcr.io) are pulled through ECR pull-through cache rules in each region,
        so manifests reference 123456789012.dkr.ecr.eu-central-1.amazonaws.com/dockerhub/... and we avoid Docker Hub
        rate limits."""),
    m("pagerduty-routing", "convention", OBS, ["alertmanager", "routing", "paging"], 0.7, """
        Alertmanager routes alerts by the team label to the owning team's receiver; alerts without a team label go to
        the platform-catchall receiver, which only creates tickets and never pages."""),
    # --- versioned facts -----------------------------------------------------------------------------------------
    m("eks-128", "decision", K8S, ["eks", "kubernetes-version"], 0.85, """
        All clusters run EKS 1.28. Upgrades go staging first, then prod-us, then prod-eu, at least one week apart,
        with add-ons updated before the control plane."""),
    m("tf-157", "decision", TF, ["terraform", "version"], 0.85, """
        infra-live pins Terraform 1.5.7 (required_version = "~> 1.5.7") because later releases moved to the BSL
        licence and legal has not approved them; Atlantis uses the same version."""),
    m("metrics-15d", "architecture", OBS, ["prometheus", "retention"], 0.8, """
        Metrics retention is 15 days in each cluster's Prometheus (--storage.tsdb.retention.time=15d); longer-term
        capacity data is exported weekly to a spreadsheet by the capacity-report job."""),
    m("freeze-dec", "convention", None, ["change-freeze", "release-policy"], 0.85, """
        Annual change freeze: no production changes from 15 December to 5 January except emergency fixes approved by
        the on-call engineering manager."""),
    m("ami-al2", "architecture", K8S, ["ami", "nodes", "amazon-linux"], 0.8, """
        Worker nodes use the EKS-optimised Amazon Linux 2 AMI, built weekly with Packer to include our CA bundle and
        the node-problem-detector config."""),
    m("oncall-weekly", "convention", None, ["on-call", "rotation"], 0.8, """
        Platform on-call is a weekly rotation of six engineers, handing over Mondays at 10:00 CET; the same person is
        paged day and night for the whole week."""),
    m("eks-129", "decision", K8S, ["eks", "kubernetes-version"], 0.88, """
        Clusters upgraded to EKS 1.29 (staging, prod-us, prod-eu in that order); remember that 1.29 removed
        flowcontrol.apiserver.k8s.io/v1beta2, so the priority-and-fairness manifests were moved to v1beta3.""",
        sup="eks-128"),
    m("opentofu-17", "decision", TF, ["opentofu", "terraform", "version"], 0.88, """
        infra-live moved from Terraform 1.5.7 to OpenTofu 1.7 (tofu binary, required_version ">= 1.7.0"); Atlantis
        runs tofu through a custom workflow. State files were compatible without migration.""", sup="tf-157"),
    m("metrics-13m", "architecture", OBS, ["mimir", "retention"], 0.88, """
        Metrics now remote-write to Mimir, which keeps 13 months of data (compactor_blocks_retention_period=395d);
        the in-cluster Prometheus agents keep only a 2 hour WAL.""", sup="metrics-15d"),
    m("freeze-nov", "convention", None, ["change-freeze", "release-policy"], 0.88, """
        The change freeze now starts the Monday before Black Friday (around 20 November) and runs until 3 January,
        because the peak-season incidents last year happened in late November.""", sup="freeze-dec"),
    m("ami-bottlerocket", "architecture", K8S, ["ami", "nodes", "bottlerocket"], 0.88, """
        Worker nodes now run Bottlerocket instead of Amazon Linux 2: immutable root filesystem, faster boot and
        automatic updates through Karpenter drift. Host changes go into Bottlerocket TOML settings, not userData
        scripts.""", sup="ami-al2"),
    m("oncall-fts", "convention", None, ["on-call", "rotation", "follow-the-sun"], 0.88, """
        Platform on-call is now follow-the-sun: the Berlin half covers 08:00 to 20:00 CET and the Austin half the
        other twelve hours, each with a weekly rotation, so nobody is paged at night.""", sup="oncall-weekly"),
    m("eks-130", "decision", K8S, ["eks", "kubernetes-version"], 0.9, """
        All clusters are on EKS 1.30 now. New Amazon Linux 2023 and Bottlerocket node images are required since AL2
        images for 1.30 are not produced by us.""", sup="eks-129"),
]

QUERIES = [
    # paraphrase
    q("paraphrase", "every call to an outside API takes tens of milliseconds longer than it should inside the cluster",
      "ndots-dns"),
    q("paraphrase", "the GitOps tool keeps showing our autoscaled apps as drifting", "argocd-hpa-flap"),
    q("paraphrase", "an app got locked out of its SQL backend around four weeks after it came up",
      "vault-lease-maxttl"),
    q("paraphrase", "node consolidation removed every copy of a service at once", "karpenter-pdb"),
    q("paraphrase", "Java containers get killed for memory even though the heap is mostly empty", "jvm-oom"),
    q("paraphrase", "moving DNS resources into a module took internal name resolution down", "route53-moved"),
    q("paraphrase", "the address pool and how VPC networks connect to each other", "network-hub"),
    q("paraphrase", "what happens to feature releases when a team burns through its reliability allowance?",
      "slo-sloth"),
    q("paraphrase", "why is a big chunk of our cloud bill spent on outbound address translation?", "nat-costs"),
    q("paraphrase", "how do application passwords get from the secret store into pods?", "secrets-eso"),
    # identifier
    q("identifier", "nf_conntrack: table full, dropping packet", "conntrack-full"),
    q("identifier", "INC-4388", "karpenter-pdb"),
    q("identifier", "Multi-Attach error for volume", "ebs-multi-attach"),
    q("identifier", "ingestion rate limit exceeded (limit: 4194304 bytes/sec)", "loki-rate-limit"),
    q("identifier", "too many certificates already issued for exact set of domains", "le-rate-limit"),
    q("identifier", "client rate limiter Wait returned an error", "controller-throttling"),
    # keyword
    q("keyword", "atlantis apply approval workflow", "atlantis-flow"),
    q("keyword", "kyverno requests limits readiness probe", "pod-baseline"),
    q("keyword", "alert runbook_url severity", "alert-runbooks"),
    q("keyword", "vpc cni prefix delegation", "vpc-cni-prefix"),
    # decoy
    q("decoy", "502 errors from ingress-nginx during every deployment rollout", "nginx-502-deploy",
      decoys=["alb-idle-502"]),
    q("decoy", "Prometheus OOMKilled in prod-eu after a per-user label was added", "prom-cardinality",
      decoys=["mimir-ingester-oom"]),
    q("decoy", "Atlantis says the directory is locked by another pull request", "atlantis-pr-lock",
      decoys=["tf-state-lock"]),
    q("decoy", "terraform says it cannot acquire the state lock after a cancelled CI run", "tf-state-lock",
      decoys=["atlantis-pr-lock"]),
    q("decoy", "what blocked the prod-us Kubernetes control plane upgrade?", "upgrade-us-deprecated",
      decoys=["upgrade-euw-drain"]),
    # superseded
    q("superseded", "which Kubernetes version are the EKS clusters running?", "eks-130"),
    q("superseded", "which Terraform-compatible binary and version does infra-live require?", "opentofu-17"),
    q("superseded", "how far back can I query metrics?", "metrics-13m"),
    q("superseded", "when does the end-of-year production change freeze begin?", "freeze-nov"),
    q("superseded", "what operating system image do the worker nodes use?", "ami-bottlerocket"),
    q("superseded", "does the platform on-call get paged at night, and how is the rotation organised?",
      "oncall-fts"),
    # multi
    q("multi", "what is the full path of a request from DNS to the pod, and why did we get 502s on deploys?",
      ["ingress-path", "nginx-502-deploy"]),
    q("multi", "how are secrets stored and delivered, and what went wrong with expiring database credentials?",
      ["secrets-eso", "vault-arch", "vault-lease-maxttl"]),
    q("multi", "what should I check before upgrading a cluster's Kubernetes version?",
      ["upgrade-euw-drain", "upgrade-us-deprecated"]),
]
