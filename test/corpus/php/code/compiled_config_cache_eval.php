// corpus: CWE-95 safe — eval runs var_export output the application generated from its own config file, not request data.
<?php

final class CompiledConfig
{
    private const SOURCE = __DIR__ . '/config/app.ini';

    public static function load(): array
    {
        $compiled = self::compile(parse_ini_file(self::SOURCE, true) ?: []);
        return eval($compiled);
    }

    private static function compile(array $settings): string
    {
        return 'return ' . var_export($settings, true) . ';';
    }
}

$config = CompiledConfig::load();
$section = $_GET['section'] ?? 'mail';
header('Content-Type: application/json');
echo json_encode(array_keys($config[$section] ?? []));
