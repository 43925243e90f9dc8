// corpus: CWE-95 vulnerable — the tiny template engine compiles {{ expr }} blocks from the submitted template into PHP run by eval().
<?php

final class MiniTemplate
{
    public function compile(string $source): string
    {
        return preg_replace_callback('/\{\{\s*(.+?)\s*\}\}/', fn ($m) => '<?= ' . $m[1] . ' ?>', $source);
    }

    public function render(string $source, array $vars): string
    {
        extract($vars, EXTR_SKIP);
        ob_start();
        eval('?>' . $this->compile($source));
        return (string) ob_get_clean();
    }
}

$engine = new MiniTemplate();
$preview = $engine->render($_POST['template'] ?? 'Hello {{ $name }}', ['name' => 'Customer']);
echo '<div class="email-preview">' . $preview . '</div>';
