// corpus: CWE-22 vulnerable — removing "../" in one str_replace pass turns "....//" back into "../", so traversal still works.
<?php

final class EmailTemplatePreview
{
    public function __construct(private string $dir)
    {
    }

    public static function cleanName(string $name): string
    {
        return str_replace('../', '', $name);
    }

    public function render(string $name, array $vars): ?string
    {
        $content = @file_get_contents($this->dir . '/' . self::cleanName($name));
        if ($content === false) {
            return null;
        }
        foreach ($vars as $key => $value) {
            $content = str_replace('{{' . $key . '}}', $value, $content);
        }
        return $content;
    }
}

$preview = new EmailTemplatePreview(__DIR__ . '/email-templates');
$output = $preview->render($_GET['template'] ?? 'welcome.html', ['name' => 'Sample Customer', 'shop' => 'Corner Books']);

header('Content-Type: text/plain; charset=utf-8');
echo $output ?? 'missing template';
