// corpus: CWE-98 vulnerable — the posted plugin entry path is only checked with is_file, so "../" reaches any file (e.g. an uploaded image with PHP in it) and require_once runs it.
<?php

final class PluginManifest
{
    public function __construct(public readonly string $name, public readonly string $version)
    {
    }

    public static function near(string $entryFile): self
    {
        $file = dirname($entryFile) . '/manifest.json';
        $data = is_file($file) ? json_decode((string) file_get_contents($file), true) : null;
        return new self($data['name'] ?? basename(dirname($entryFile)), $data['version'] ?? '0.0.0');
    }
}

final class PluginLoader
{
    /** @var array<string, PluginManifest> */
    private array $loaded = [];

    public function __construct(private string $pluginDir)
    {
    }

    public function enable(string $entry): PluginManifest
    {
        $file = $this->pluginDir . '/' . ltrim($entry, '/');
        if (!is_file($file)) {
            throw new RuntimeException("plugin entry $entry not found");
        }
        require_once $file;
        return $this->loaded[$entry] = PluginManifest::near($file);
    }

    public function loaded(): array
    {
        return array_keys($this->loaded);
    }
}

session_start();
if (!isset($_SESSION['shop_user_id'])) {
    http_response_code(403);
    exit;
}

$loader = new PluginLoader(__DIR__ . '/plugins');
try {
    $manifest = $loader->enable((string) ($_POST['entry'] ?? 'invoice-export/plugin.php'));
    echo 'Enabled ' . htmlspecialchars($manifest->name . ' ' . $manifest->version);
} catch (RuntimeException $e) {
    http_response_code(404);
    echo htmlspecialchars($e->getMessage());
}
