// corpus: CWE-79 vulnerable — the posted comment body is formatted into the preview with printf %s and no escaping.
<?php

function render_preview(string $author, string $body): void
{
    printf(
        '<article class="preview"><header>%s</header><div class="body">%s</div></article>',
        htmlspecialchars($author, ENT_QUOTES),
        nl2br($body)
    );
}

if ($_SERVER['REQUEST_METHOD'] === 'POST' && isset($_POST['preview'])) {
    render_preview($_POST['author'] ?? 'Anonymous', $_POST['body'] ?? '');
}
