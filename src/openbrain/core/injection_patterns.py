"""The patterns of the injection check (``core/security.py``), part one: the families of rounds one to four.

Each entry is (reason, pattern, whether a negation before the match excuses it), with the words a text must hold for
the pattern to run (``NEEDLES``, in the same order). ``core/injection_phrasings.py`` holds the later rounds'.
"""

import re

# Prompt injections: (reason, pattern). Phrased as attacks are phrased: text that speaks to the agent reading it
# (overriding its instructions, a new role, fake turns, secrecy from its user, orders to exfiltrate, fetch-and-run
# or destroy). A team's own rules ("from now on always run make lint", "never force-push", "ignore the instructions
# in the legacy README") must not match: eval/injections.py measures both on a labelled corpus (docs/retrieval.md),
# and the corpora in tests/test_security.py keep the edge cases.
AI = _AI = (
    r"(?:AI|A\.I\.|LLM|language\s+model|assistants?|agents?|models?|bots?|robots?(?!\.txt)|Claude|GPT|Copilot|chatbot)"
)
_READER_WORDS = (
    r"all|any|every|your|previous|prior|above|earlier|preceding|original|initial|system|safety|developer|other|"
    r"existing|current"
)
_LOOT = (
    r"(?:secrets?|credentials|api[\s_-]?keys?|tokens?|passwords?|\.env\b|env\s+file|environment\s+variables|"
    r"ssh\s+keys?|private\s+keys?|id_rsa|id_ed25519|\.ssh\b|\.aws\b|\.netrc|session\s+cookies|cookies|"
    r"chat\s+history|conversation\s+history|(?:aws|gcp|azure)\s+credentials|kubeconfig|signing\s+keys?|"
    r"customers?\s+(?:list|table|data|export)|client\s+secret|keystore|/etc/shadow|(?:every|all)\s+messages?\s+of\s+"
    r"this\s+(?:chat|conversation)|(?:a\s+copy|copies)\s+of\s+(?:every|each|all\s+the|all)\s+files?\s+you\s+(?:read|"
    r"open|see|edit|touch))"
)
_ELSEWHERE = (
    r"(?:https?://|\S+@\S+\.\w{2,}|(?:(?:your|the|its|every|each)\s+)?(?:(?:next|final|first)\s+)?(?:reply|"
    r"replies|answers?|response|output|pull\s+request|PR|commit|issue|comment|description|chat|summary|README|"
    r"messages?)\b)"
)
_ORDERS = r"(?:instructions?|prompts?|rules|guidelines|directives|guardrails|guidance|polic(?:y|ies)|system\s+prompt)"
_CLAUSE = r"(?:[^.\n]|\.(?=\S))"  # within a sentence: a dot inside a path or a host does not end it

BASE: list[tuple[str, re.Pattern[str], bool]] = [  # (reason, pattern, whether a negation before it excuses it)
    (
        "tells the reader to ignore its instructions",
        re.compile(
            # a reader word before the noun ("all previous instructions", "your system prompt"), or after it
            # ("the instructions above"); "ignore the instructions in docs/legacy.md" is a team's rule
            rf"(?i)\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:the|these|those|my|of)\s+){{0,2}}"
            rf"(?:(?:{_READER_WORDS})\s+)(?:(?:the|these|those|my|of|{_READER_WORDS})\s+){{0,3}}{_ORDERS}"
            rf"|\b(?:ignore|disregard|forget)\s+(?:every|all|any)\s+(?:instruction|rule|guideline|prompt)s?\s+"
            r"(?:you|that\s+you)\s+(?:received|got|were\s+given|have\s+been\s+given)"
            rf"|\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:the|these|those|my|of)\s+){{0,2}}{_ORDERS}\s+"
            r"(?:above|before\s+this|so\s+far|you\s+(?:were|have\s+been)\s+given)"
        ),
        False,
    ),
    (
        "tells the reader to ignore its instructions",
        re.compile(
            r"(?i)\b(?:ignore|disregard|forget)\s+(?:everything|anything|all|what)\s+(?:(?:you|the\s+user)\s+"
            r"(?:were|was|have\s+been|has\s+been|said|asked|told|wrote)\b)"
            r"|\b(?:overrides?|supersedes?|takes?\s+precedence\s+over|replaces?)\s+(?:all|any|every|your|the)\s+"
            r"(?:other\s+|previous\s+|prior\s+|system\s+)*(?:instructions|prompts?|rules|guidelines)"
            r"|\b(?:highest|top)\s+priority\b[^\n.]{0,40}\b(?:system\s+prompt|instructions)"
            r"|\babove\s+(?:the|your)\s+system\s+prompt\b"
            r"|\bthe\s+instructions\s+you\s+(?:were|have\s+been)\s+given\b"
            r"|\b(?:your|the)\s+(?:earlier|previous|prior|old|original)\s+(?:instructions|rules|guidelines|prompts?)\s+"
            r"(?:no\s+longer\s+apply|are\s+(?:void|cancel+ed|obsolete|revoked|suspended))"
            r"|\bobey\s+(?:only\s+)?(?:this|these)\s+(?:memory|memories|note|notes)\b|\bobey\s+only\b"
            r"|\bthe\s+real\s+(?:task|instructions?|goal|job)\s*(?:is\b|:)"
            r"|\b(?:new|updated|hidden|secret|real|true)\s+system\s+(?:prompt|instructions?)\b"
            r"|\b(?:hidden|secret|real|true)\s+instructions?\s*:"
        ),
        False,
    ),
    (
        "tries to give the reader a new role",
        re.compile(
            r"(?i)\byou\s+are\s+now\s+(?:a|an|in|the|my|DAN|running\s+in|operating\s+in)\b|\byou\s+are\s+now\s+[A-Z][\w-]*(?:GPT|Bot|AI|LLM)\b"
            r"|\b(?:act\s+as|become|you\s+are)\s+(?:an?\s+)?(?:unrestricted|jailbroken|unfiltered|uncensored)\b"
            r"|\b(?:pretend|imagine)\s+(?:that\s+)?you\s*(?:are|'re)\b|(?<!not\s)(?<!n't\s)\bpretend\s+to\s+be\b|\broleplay\s+as\b"
            r"|\bfrom\s+now\s+on,?\s+you\s+(?:are|obey|answer|serve|follow\s+only)\b"
            rf"|\b(?:{_AI}|you|answer\w*|respond\w*|reply|replies|act|operate|behave)\b[^.\n]{{0,30}}\bwithout\s+(?:any\s+)?"
            r"(?:restrictions|limits|filters|content\s+polic(?:y|ies))\b"
            r"|\b(?:jailbreak|do\s+anything\s+now|god\s+mode)\b|\b(?:developer|DAN)\s+mode\s+(?:is\s+)?(?:enabled|activated|"
            r"on\b(?!\s+(?:the|a|an|your|our|all|every|each|this|that)\b))|\bin\s+developer\s+mode,?\s+you\b|\byou\s+are\s+(?:now\s+)?in\s+developer\s+mode\b"
        ),
        False,
    ),
    (
        "imitates a system or assistant turn",
        re.compile(
            # a line that speaks as the system or the developer to its reader, or as the assistant agreeing ("Assistant:
            # Sure, ..."), or an assistant's line after a user's (a transcript); not a team's rule addressed to the
            # assistant ("Assistant: keep answers short") or a spec line ("System: Ubuntu 24.04")
            r"(?im)^[^\S\n]*(?:(?:>|\||\#{1,6}|//|--)[^\S\n]*){0,3}"  # a quote's, a cell's or a comment's mark first
            r"(?:\[?(?:system|developer)\]?\s*:(?=\s*(?:you\b|your\b|ignore|disregard|forget|"
            r"new\s+(?:instructions|rules|orders)|override|from\s+now|the\s+(?:assistant|ai|model)\b|always|never|do\s+not|"
            r"don't|must))"
            r"|\[?assistant\]?\s*:(?=\s*(?:sure|of\s+course|ok\b|okay|certainly|absolutely|yes\b|understood|i\b|"
            r"i'll|i'm|here\s+is|here's|done\b))"
            r"|(?:user|human)\s*:[^\n]*\n(?:[^\n]*\n){0,20}?[^\S\n]*\[?assistant\]?\s*:"
            r"|<\|?(?:im_start|im_end|system|/system)\|?>"
            r"|\[/?INST\]|#{1,6}\s*(?:(?:new|updated)\s+)?(?:system\s+(?:prompt|instructions?)|instructions?\s+for\s+"
            rf"(?:the\s+)?{_AI}))"
            r"|(?<![\w/.@:=$-])</?(?:system|memory|context|instructions?|tool_result|tool_output|user|assistant|"
            r"im_start)>(?![/.@-])"
            r"|\[\s*(?:system|admin|developer|root)\s*\]"
            r"|^[^\S\n]*(?:SYSTEM|ADMIN|ROOT|DEVELOPER)\s+(?:OVERRIDE|UPDATE|NOTICE|MESSAGE|COMMAND)\b"
            r"|\b(?:memory|message|instruction|policy)\s+update\s+from\s+(?:the\s+)?(?:admin|administrator|system|owner)s?\b"
            rf"|<!--[^>]{{0,80}}?\b{_AI}s?\b[^>]{{0,20}}?[:,]|<!--[^>]{{0,120}}?\b{_AI}\b[^>]{{0,120}}?\b(?:you|your|"
            r"must|ignore|disregard)\b"
        ),
        False,
    ),
    (
        "speaks to the AI reading it",
        re.compile(
            # addressed to whichever AI reads it ("note to the AI reading this:"); "Note for AI agents:" heads a
            # section of AGENTS.md and is no attack by itself (what follows it is checked like any text)
            rf"(?i)\b(?:note|message|attention|instructions?|reminder)\s*,?\s*(?:to|for)?\s+(?:any|the|all|every)?\s*"
            rf"{_AI}(?:\s+{_AI})?\s*(?:reading|processing|that\s+reads|who\s+reads)\s*(?:this)?\s*:"
            rf"|\bif\s+you\s*(?:are|'re)\s+(?:an?\s+)?{_AI}\b"
            rf"|(?:^|[.!?]\s+)(?:hey|hi|dear|yo)\s+{_AI}\b\s*[:,]"
            rf"|(?:^|[.!?]\s+)to\s+(?:any|every|all|the)\s+{_AI}s?\s*[:,]"
            rf"|\bto\s+(?:the|any)\s+{_AI}\s+(?:that|who)\s+(?:reads|is\s+reading|processes)\b"
            rf"|\b{_AI}\s+(?:reading|processing)\s+this\s+(?:memory|note|file|text|message)\b"
            rf"|(?:^|[.!?]\s+){_AI}\s*,\s*(?:from\s+now\s+on|always|please|you\s+must|ignore)\b"
        ),
        False,
    ),
    (
        "keeps something from the reader's user",
        re.compile(
            r"(?i)\b(?:without|never)\s+(?:telling|informing|notifying|alerting|letting)\s+(?:the|your)\s+user\b"
            r"|\b(?:do\s+not|don't|never)\s+(?:tell|inform|notify|alert|let|reveal\s+(?:this\s+)?to|"
            r"mention\s+(?:this\s+)?to)\s+(?:the|your)\s+user\b"
            r"|\bkeep\s+(?:this|it)\s+(?:hidden\s+|secret\s+)?from\s+(?:the|your)\s+user\b"
            r"|\band\s+say\s+nothing\b(?!\s+(?:about|of|on|regarding)\b)|\bdon't\s+ask\b(?=[^\n]{0,3}$)"
        ),
        False,
    ),
    (
        "asks the reader to deceive",
        re.compile(
            r"(?i)\bif\s+(?:anyone|someone|the\s+user|they)\s+asks?,?\s+(?:say|tell|report|claim|answer)\b"
            r"|\btell\s+(?:the|your)\s+user\b[^\n.]{0,60}\b(?:even\s+(?:if|when|though)|whatever|regardless)\b"
            r"|\bthe\s+(?:correct|right|only)\s+answer\s+to\s+(?:every|all|any)\b"
            r"|\b(?:say|tell\s+the\s+user|report|claim)\b[^\n.]{0,60}\b(?:passed|succeeded|is\s+complete|are\s+green|"
            r"went\s+fine)\b[^\n]{0,40}\b(?:even\s+(?:when|if)|whatever|regardless|it\s+is\s+not|it\s+isn't|they\s+fail)"
        ),
        False,
    ),
    (
        "asks to send secrets or data elsewhere",
        re.compile(
            r"(?i)\b(?:send|post|upload|exfiltrate|forward|email|e-mail|leak|include|paste|attach|copy|share|append|"
            r"print|output|dump|write)\b"
            rf"[^\n]{{0,60}}?{_LOOT}[^\n]{{0,80}}?\b(?:to|at|in|into|of)\s+(?:the\s+(?:end|start|top)\s+of\s+)?"
            rf"{_ELSEWHERE}"
            rf"|\bread\b[^\n.]{{0,30}}{_LOOT}[^\n]{{0,40}}\b(?:include|paste|send|post|print)\b[^\n]{{0,40}}"
            rf"{_ELSEWHERE}"
            r"|\bcurl\b[^\n]{0,60}(?:-d|--data(?:-binary)?|-F|--form|-T|--upload-file)\s+@?\S*"
            r"(?:\.aws|\.ssh|id_rsa|\.env|credentials|\.netrc|passwd)"
        ),
        True,
    ),
    (
        "pipes a download into a shell",
        re.compile(
            r"(?i)\b(?:curl|wget)\b[^|\n]{1,200}\|\s*(?:sudo\s+)?(?:(?:ba|z)?sh|python3?|perl|ruby|node)\b"
            r"|\b(?:ba|z)?sh\s+<\(\s*(?:curl|wget)\b|\beval\s+\"?\$\(\s*(?:curl|wget)\b"
            r"|\b(?:ba|z)?sh\s+-c\s+[\"']?\$\(\s*(?:curl|wget)\b"
            r"|\bbase64\s+(?:-d|--decode|-D)\b[^\n]{0,20}\|\s*(?:sudo\s+)?(?:ba|z)?sh\b"
            r"|\b(?:iex|invoke-expression)\b[^\n]{0,60}(?:iwr|invoke-webrequest|downloadstring)"
            r"|\bbase64\b[^\n.]{0,40}\b(?:and|then)\s+(?:execute|run|eval)\b"
        ),
        True,
    ),
    (
        "orders destruction or unchecked power",
        re.compile(
            r"(?i)\brm\s+-(?:rf|fr|r\s+-f)\s+(?:/|~|\$HOME)(?=[\s/*`'\"]|$)"
            r"|\b(?:the\s+user|your\s+user|the\s+owner)\s+(?:has|have)\s+(?:granted|given|authori[sz]ed|approved)\s+"
            r"you\b"
            r"|\bskip\s+(?:all|every|any)\s+(?:confirmations?|checks|reviews?|approvals?|safety)"
            r"|\b(?:approve|merge)\s+(?:every|all|any)\s+(?:open\s+|pending\s+|\w+\s+)?(?:pull\s+requests?|PRs?|"
            r"merge\s+requests?|changes)\b[^\n.]{0,40}\b(?:without|automatically|unreviewed|including)\b"
            r"|\bapprove\s+(?:every|all|any)\s+(?:pull\s+requests?|PRs?|merge\s+requests?)\s+from\b"
            r"|\bbackdoor\b|\bcleared\s+to\s+run\s+destructive\b"
            r"|\b(?:reveal|print|output|repeat|show|leak|dump)\s+(?:your|the)\s+(?:system\s+prompt|initial\s+"
            r"instructions|hidden\s+instructions)"
        ),
        True,
    ),
    (
        "tells the reader to ignore its instructions",
        re.compile(
            # Other languages: an override verb, then "all / previous" and "instructions / rules" in its language.
            r"(?i)\b(?:ignorier\w*|vergiss|missachte\w*)\b[^.\n]{0,30}\b(?:alle\w*|vorherige\w*|bisherige\w*|"
            r"frühere\w*|obige\w*|deine)\b[^.\n]{0,20}\b(?:anweisungen|regeln|instruktionen|vorgaben|befehle)\b"
            r"|\b(?:ignore[zr]?|oublie[zr]?)\b[^.\n]{0,30}\b(?:toutes|précédentes|initiales|antérieures|tes|vos)\b"
            r"[^.\n]{0,20}\b(?:instructions|consignes|règles)\b"
            r"|\b(?:ignora|olvida|ignore|olvide|dimentica|esqueça|esqueca)\b[^.\n]{0,30}\b(?:todas|tutte|anteriores|"
            r"previas|precedenti|tus|tue)\b[^.\n]{0,20}\b(?:instrucciones|istruzioni|instruções|instrucoes|reglas|regole|"
            r"regras|indicaciones)\b"
            r"|\b(?:negeer|vergeet)\b[^.\n]{0,30}\b(?:alle|eerdere|vorige|je)\b[^.\n]{0,20}\b(?:instructies|regels)\b"
            r"|\b(?:zignoruj|ignoruj|zapomnij)\b[^.\n]{0,30}\b(?:instrukcje|polecenia|zasady)\b"
            r"|\b(?:önceki|tüm)\b[^.\n]{0,30}\b(?:talimatları|kuralları)\b[^.\n]{0,20}(?:yok\s+say|unut|görmezden)"
            r"|(?:игнорируй|проигнорируй|забудь)[^.\n]{0,30}(?:инструкции|правила|указания)"
            r"|(?:忽略|无视|忘记|忘掉|無視)[^。\n]{0,12}(?:指令|指示|规则|說明|说明)"
            r"|(?:指示|命令|ルール)[^。\n]{0,12}(?:無視|忘れ)"
            r"|(?:지시|명령|규칙)[^.\n]{0,12}(?:무시|잊어|잊고)"
        ),
        False,
    ),
    (
        "tells the reader to ignore its instructions",
        re.compile(
            r"(?i)\bwhatever\s+you\s+(?:were|have\s+been)\s+(?:told|instructed|given)\b"
            r"|\byour\s+(?:configuration|settings|instructions|rules|memory)\s+(?:has|have)\s+been\s+(?:reset|wiped|"
            r"cleared|replaced|revoked)"
            r"|\byour\s+only\s+(?:task|job|goal|purpose|objective)\s+(?:now\s+)?is\b"
            r"|\b(?:earlier|previous|prior|above)\s+(?:directions|instructions|rules|guidance)\s+(?:were|was)\s+"
            r"(?:a\s+test|fake|wrong|void|withdrawn|drafts?|outdated|superseded)"
            r"|\bthe\s+actual\s+(?:assignment|task|instructions?|orders?)\s*(?:is\b|:)"
            r"|\b(?:guidance|directions|constraints|objectives|guardrails|policy)\b[^.\n]{0,30}\b(?:withdrawn|revoked|"
            r"lifted|void|no\s+longer\s+appl)"
            r"|\b(?:set\s+aside|drop|discard)\s+(?:the|your)\s+(?:guidance|directions|constraints|objectives|"
            r"guardrails|instructions|rules)\s+(?:you\s+were\s+given|from\s+your\s+setup|and)\b"
        ),
        False,
    ),
    (
        "imitates a system or assistant turn",
        re.compile(
            r"(?i)<\|(?:endoftext|im_end|eot_id|end|im_start|start_header_id|system)\|>\s*(?:<\|\w+\|>\s*)?"
            r"(?:system|assistant|developer|\[?inst)\b"
            r"|<<SYS>>|<start_of_turn>\s*(?:system|model)\b|^[^\S\n]*human\s*:[^\n]*\n+\s*assistant\s*:"
            r"|\bend\s+of\s+(?:user\s+)?(?:data|context|input)\b[^\n]{0,40}\b(?:system|new)\b"
            r"|\bnew\s+system\s+message\s*:|\bsystem\s+instructions\s+resume\b"
        ),
        False,
    ),
    (
        "claims an authority to rush the reader",
        re.compile(
            r"(?i)\b(?:message|notice|instruction|request|order|directive)s?\s+from\s+(?:the\s+)?(?:anthropic|openai|"
            r"google\s+deepmind|microsoft)\b(?!\s+(?:account|sales|billing|support|partner)\s+(?:team|manager|rep))"
            r"|\b(?:anthropic|openai)\s+(?:staff|trust\s+and\s+safety|team|engineers?)\b[^.\n]{0,40}\b(?:must|required|"
            r"shall|need\s+to)\b"
            r"|\b(?:all|every|automated|affected)\s+(?:ai\s+)?(?:agents|assistants|bots|models)\s+(?:must|shall|are\s+"
            r"required\s+to|need\s+to)\b[^.\n]{0,80}\b(?:within|before|immediately|now|or\s+be)\b"
            r"|\bno\s+time\s+for\s+(?:review|reviews|approval|checks|tests|confirmation)"
            r"|\b(?:do\s+not|don't)\s+wait\s+for\s+(?:approval|review|confirmation|sign-?off)"
            r"|\bauthori[sz](?:es|ed)?\s+you\s+to\b|\bnew\s+directive\b|\b(?:agents|assistants|ais|models)\s+reading\s+this\b(?!\s+(?:repo|codebase|project|readme|"
            r"file|folder|document|guide))|\b(?:has|have)\s+granted\s+(?:you\s+)?(?:elevated|admin|root|full)\s+"
            r"(?:rights|access|permissions)\b"
            r"|\b(?:emergency|urgent)\s+change\s+approved\b|\bby\s+order\s+of\b[^.\n]{0,60}\btell\s+no\s+one\b"
            r"|\bsignature\s+valid\b|\bverified\s+instruction\b"
        ),
        False,
    ),
    (
        "keeps something from the reader's user",
        re.compile(
            r"(?i)\bthe\s+user\s+(?:must|should)\s+not\s+(?:notice|know|see|find\s+out|be\s+told)\b"
            r"|(?:^|[.!?;:]\s+)(?:silently|quietly|secretly)\s+(?!fails?\b|drops?\b|swallows?\b|ignores?\b)\w+"
            r"|\bkeep\s+(?:it|this)\s+out\s+of\s+(?:the\s+|your\s+)?(?:changelog|summary|report|logs?|transcript|"
            r"pr\s+description|pull\s+request)"
            r"|\bwithout\s+logging\s+(?:it|this)\b|\bhide\s+(?:this|it)\s+(?:step\s+)?from\b"
            r"|\b(?:leave|make)\s+(?:it\s+out|no\s+mention)\s+of\s+(?:this|your)\b"
            r"|\b(?:don't|do\s+not)\s+bring\s+(?:this|it)\s+up\b|\bmust\s+not\s+reveal\s+that\b"
            r"|\btell\s+(?:the\s+user|them)\s+everything\s+went\s+(?:fine|well)\b|\bin\s+the\s+background\b[^.\n]{0,20}?"
            r"\b(?:also|then|quietly|silently)\s+\w+"
            r"|\btell\s+no\s+one\b|\bthe\s+user\s+secretly\b|\bkeep\s+quiet\b|\b(?:do\s+not|don't)\s+show\s+(?:the|its|any)\s+output\b|\bnobody\s+reviews\b"
        ),
        False,
    ),
    (
        "asks to send secrets or data elsewhere",
        re.compile(
            r"(?i)\b(?:env|printenv|set|export\s+-p)\s*\|\s*(?:curl|wget|nc|ncat|netcat|socat|mail|sendmail)\b"
            r"|\|\s*(?:nc|ncat|netcat|socat)\s+\S+\s+\d{2,5}\b"
            r"|\b(?:tar|zip|cat)\b[^|\n]{0,60}(?:\.aws|\.ssh|id_rsa|\.env|\.kube|credentials)[^|\n]{0,40}\|\s*"
            r"(?:curl|wget|nc|base64)\b"
            rf"|\b(?:open|create|write|save|add|put|post|append|include|encode|paste|share)\b{_CLAUSE}{{0,40}}{_LOOT}"
            rf"{_CLAUSE}{{0,60}}\b(?:issue|gist|public|comment|commit\s+message|web\s+search|telemetry|memory\s+tagged|"
            r"docs/|chat|url|channel|slack)\b"
            rf"|\b(?:issue|gist|comment|commit|memory)\b{_CLAUSE}{{0,40}}\b(?:body|content|text)\s+is\s+{_CLAUSE}{{0,20}}?"
            rf"{_LOOT}|\b(?:gist|pastebin|paste)\s+(?:with|of|containing)\s+{_CLAUSE}{{0,20}}?{_LOOT}"
            rf"|\breply\s+with\s+(?:the\s+)?(?:values?|contents?)\s+(?:in|of)\s+{_CLAUSE}{{0,20}}?{_LOOT}"
        ),
        True,
    ),
    (
        "orders destruction or unchecked power",
        re.compile(
            r"(?i)\bdelete\s+(?:the\s+|all\s+|any\s+)?(?:failing|broken|red|flaky)\s+tests?\b"
            r"|\bwhen\s+a\s+test\s+fails,?\s+delete\s+it\b"
            r"|\bdisable\s+(?:the\s+)?branch\s+protection\b[^.\n]{0,60}\b(?:leave\s+it\s+off|permanently|for\s+good)\b"
            r"|\bcommit\s+(?:the\s+)?\.env\s+files?\s+(?:so|to)\b"
            r"|\badd\s+\S+@\S+\s+as\s+(?:a\s+)?(?:collaborator|admin|owner|maintainer)\b"
            r"|\b(?:wipe|clear|delete|truncate)\s+(?:the\s+)?audit\s+logs?\b"
            r"|\bbrain_forget\b[^.\n]{0,40}\b(?:every|all)\b"
            r"|\b(?:overwrite|empty|delete|remove)\b[^.\n]{0,30}\.github/workflows"
            r"|--skip-checks\b[^.\n]{0,40}\bproduction\b"
            r"|\byou\s+(?:have\s+been\s+promoted|are\s+now\s+promoted)\s+to\b"
            r"|\bstay\s+in\s+character\b|\broleplay\s*:|\bsimulate\s+a\s+jailbroken\b"
            r"|\byou\s+are\s+(?:the\s+repository\s+owner|no\s+longer\s+an?\s+\w+\s+assistant)\b"
            r"|\bchmod\s+-R\s+777\s+/(?=[\s`'\"]|$)"
            r"|\bapprove\s+your\s+own\s+(?:pull\s+requests|prs|merge\s+requests)\b[^.\n]{0,60}\b(?:including|even)\b"
            r"|\blet'?s\s+play\s+a\s+game\b[^.\n]{0,40}\byou\s+are\b|\bwho\s+always\s+agrees\s+to\b"
            r"|\b(?:story|game|role|character)\b[^\n]{0,120}\bthen\s+do\s+it\b"
            r"|\bno\s+supervisor\b|\bact\s+on\s+your\s+own\b"
            r"|\byour\s+(?:real|true|actual|hidden)\s+(?:goal|task|purpose|job|mission)\s+is\b"
        ),
        True,
    ),
    (
        "asks to send secrets or data elsewhere",
        re.compile(
            r"!\[[^\]]*\]\(https?://[^)\s]*[?&]\w+=[^)\s]*(?:KEY|TOKEN|SECRET|PASSWORD|\{)"
            r"|https?://\S*[?&]\w+=\S*\$\{?[A-Z_]*(?:KEY|TOKEN|SECRET|PASSWORD)"
            r"|\$\{?[A-Z_]*(?:TOKEN|KEY|SECRET|PASSWORD)\w*\}?\s+(?:appended|added\s+to\s+the\s+url)"
            r"|(?i:\bsend\s+(?:the\s+)?output\s+to\s+\S+@\S+|\b(?:cat|contents?\s+of|print|output|read)\s+(?:the\s+)?"
            r"/etc/(?:shadow|passwd|sudoers)\b)"
        ),
        True,
    ),
    (
        "tells the reader to ignore its instructions",
        re.compile(
            r"(?i)\b(?:no\s+sigas|deja\s+de\s+seguir)\b[^.\n]{0,30}\b(?:reglas|instrucciones|normas)\b"
            r"|\bkeine\s+rückfragen\b|\bdésactivez?\b[^.\n]{0,30}\b(?:vérifications|contrôles|protections)\b"
            r"|不要告诉用户|别告诉用户|不要让用户知道"
            r"|\b(?:consider|treat)\s+(?:every|all|any)\s+(?:previous|prior|earlier)\s+(?:rules?|instructions?|guidance)\s+"
            r"(?:as\s+)?(?:revoked|void|cancel+ed|obsolete)"
            r"|\bignore\s+the\s+user\b|\bfollow\s+only\s+(?:what\s+)?(?:this|these)\b"
            rf"|\b{_AI}\s+(?:with|that\s+has)\s+no\s+(?:rules?|guidelines|restrictions|limits|filters?)\b"
            r"|\bno\s+matter\s+what\s+the\s+(?:tests?|checks?|ci|results?|build)\s+says?\b"
            r"|\bdo\s+(?:exactly\s+)?what\s+it\s+says\b|\bapply\s+them\s+silently\b"
            r"|\b(?:current|real|new|updated|actual)\s+(?:orders|requirements|instructions|tasks?)\s+(?:are|is)\s+(?:at|hosted\s+at|"
            r"in|on)\s+https?://"
            r"|https?://\S+\s+for\s+the\s+(?:real|actual|current)\s+(?:requirements|instructions|orders)"
            r"|\bimagine\s+you\s+have\b[^.\n]{0,40}\b(?:sudo|root|admin|no\s+reviewer|no\s+rules)"
        ),
        False,
    ),
    (
        "orders destruction or unchecked power",
        re.compile(
            r"(?i)\bstore\s+(?:all\s+)?(?:the\s+)?(?:credentials|secrets|passwords|tokens|api\s+keys)\b[^.\n]{0,40}"
            r"\b(?:as\s+memories|in\s+(?:the\s+)?memory|in\s+the\s+readme|in\s+plain\s*text)"
            r"|\bdisable\s+(?:2fa|mfa|two-factor|multi-factor|sso)\b"
            r"|\bskip\s+(?:code\s+)?reviews?\b[^.\n]{0,40}\b(?:straight|directly)\s+(?:to|into)\s+(?:main|master|production)"
            r"|\bwipe\s+the\s+(?:repository|repo|database|bucket|disk|server|backups?)\b"
            r"|\bdrop\s+(?:every|all)\s+(?:the\s+)?tables?\b"
            r"|\bgrant\s+the\s+user\s+\w+\s+(?:admin|root|owner)\b"
            r"|\bto\s+the\s+value\s+in\s+this\s+(?:note|memory|message)\b"
        ),
        True,
    ),
    (
        "imitates OpenBrain's own context headings",
        re.compile(
            r"(?im)^[^\S\n]*#{1,6}\s*(?:OpenBrain\b|Team memory for\b|Conventions and decisions\b"
            r"|Relevant to the task\b|Handoff from\b|Pinned for\b)"
        ),
        False,
    ),
]


# What each pattern above cannot match without (lower-case substrings, or a word pattern): a text with none of them
# skips the pattern. Most memories hold none of most lists, and the check runs on every row a read returns. The
# labelled corpus (eval/injections.py) is measured with the same result with and without them.
_AI_WORD = re.compile(rf"(?i)\b{_AI}\b")
BASE_NEEDLES: list[tuple[str, ...] | re.Pattern[str]] = [
    ("ignore", "disregard", "forget", "overrid", "bypass"),
    ("ignore", "disregard", "forget", "overrid", "supersede", "precedence", "replace", "priority", "system",
     "instruction", "real", "obey", "apply", "void", "cancel", "obsolete", "revoked", "suspended"),
    ("you", "unrestricted", "jailbroken", "unfiltered", "uncensored", "pretend", "imagine", "roleplay", "without",
     "jailbreak", "developer", "anything", "god"),
    ("system", "assistant", "developer", "<", "[", "admin", "root", "update", "inst"),
    _AI_WORD,
    ("user", "nothing", "ask"),
    ("ask", "tell", "report", "claim", "say", "answer", "correct", "right", "only"),
    ("secret", "credential", "api", "key", "token", "password", ".env", "env file", "environment", "ssh", "private",
     "id_rsa", "id_ed25519", ".aws", ".netrc", "cookie", "history", "aws", "gcp", "azure", "curl", "kubeconfig",
     "signing", "customer", "keystore", "/etc/", "message", "file you", "files you"),
    ("curl", "wget", "iex", "invoke-expression", "base64"),
    ("rm", "user", "owner", "skip", "approve", "merge", "backdoor", "cleared", "reveal", "print", "output", "repeat",
     "show", "leak", "dump"),
    ("ignor", "vergi", "missacht", "oubli", "olvid", "dimentic", "esque", "negeer", "vergeet", "zapomn", "önceki",
     "tüm", "игнор", "забуд", "忽略", "无视", "忘", "無視", "무시", "잊"),
    ("whatever", "your", "earlier", "previous", "prior", "above", "actual", "withdrawn", "revoked", "lifted", "void",
     "apply", "set aside", "drop", "discard"),
    ("<|", "<<sys>>", "<start_of_turn>", "human", "end of", "system"),
    ("anthropic", "openai", "deepmind", "microsoft", "agents", "assistants", "bots", "models", "no time", "wait for",
     "authori", "granted", "change approved", "order of", "signature valid", "verified instruction", "directive",
     "reading this"),
    ("the user", "silently", "quietly", "secretly", "keep", "logging", "hide", "leave", "mention", "bring", "reveal",
     "background", "tell no one", "everything went", "show", "nobody"),
    ("|", "secret", "credential", "api", "key", "token", "password", ".env", "env file", "environment", "ssh",
     "private", "id_rsa", "id_ed25519", ".aws", ".netrc", "cookie", "history", "kubeconfig", "signing", "customer",
     "keystore", "/etc/", "message", "file you", "files you"),
    ("delete", "branch protection", ".env", "collaborator", "admin", "owner", "maintainer", "audit",
     "brain_forget", ".github/workflows", "--skip-checks", "promoted", "character", "roleplay", "jailbroken",
     "repository owner", "no longer", "chmod", "approve", "game", "agrees", "do it", "supervisor", "your own", "goal",
     "task", "purpose", "job", "mission"),
    ("![", "http", "$", "send", "cat ", "/etc/"),
    ("sigas", "seguir", "rückfragen", "désactiv", "告诉用户", "让用户知道", "consider", "treat", "ignore the user",
     "follow only", "with no", "has no", "ai:", "assistant:", "agent:", "claude:", "gpt:", "model:", "bot:", "llm:",
     "copilot:", "agents:", "assistants:", "models:", "bots:", "no matter", "what it says", "silently", "http",
     "imagine"),
    ("store", "disable", "skip", "wipe", "drop", "grant", "value in this"),
    ("#",),
]  # fmt: skip
