// corpus: CWE-98 vulnerable — the theme cookie selects the file passed to require_once, with no check on its contents.
<?php

function theme_file(): string
{
    $theme = $_COOKIE['theme'] ?? 'classic';
    return __DIR__ . "/themes/{$theme}.php";
}

function render_layout(string $title, string $body): void
{
    require_once theme_file();
    echo theme_header($title);
    echo $body;
    echo theme_footer();
}

render_layout('Bookings', '<p>Choose a time slot.</p>');
