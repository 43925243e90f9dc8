<?php

namespace App\Storage;

use Symfony\Component\Filesystem\Filesystem;

/** Stores user uploads and generated thumbnails on a host shared with other sites. */
final class UploadStore
{
    private const SHARED_MODE = 0777;
    private const PRIVATE_MODE = 0600;

    public function __construct(private string $root, private Filesystem $filesystem)
    {
    }

    public function prepare(): void
    {
        // ok: php.security.insecure-file-permissions
        mkdir($this->root . '/incoming', 0777, true);
        // ok: php.security.insecure-file-permissions
        mkdir($this->root . '/public', 0755, true);
        // ok: php.security.insecure-file-permissions
        mkdir($this->root . '/team', 0775, true);
        // ok: php.security.insecure-file-permissions
        mkdir($this->root . '/spool', 01777);
        // ok: php.security.insecure-file-permissions
        mkdir($this->root . '/cache');
    }

    public function store(string $name, string $contents): string
    {
        $target = $this->root . '/public/' . basename($name);
        file_put_contents($target, $contents);
        // ruleid: php.security.insecure-file-permissions
        chmod($target, 0664);
        // ok: php.security.insecure-file-permissions
        chmod($target, 0644);
        return $target;
    }

    public function share(string $target): void
    {
        // ruleid: php.security.insecure-file-permissions
        \chmod($target, self::SHARED_MODE);
        // ok: php.security.insecure-file-permissions
        \chmod($target, self::PRIVATE_MODE);
    }

    public function publishThumbnails(array $files): void
    {
        // ruleid: php.security.insecure-file-permissions
        $this->filesystem->chmod($files, 0o775);
        // ok: php.security.insecure-file-permissions
        $this->filesystem->chmod($files, 0o644);
        // ok: php.security.insecure-file-permissions
        $this->filesystem->mkdir($this->root . '/thumbs', 511);
    }

    public function fromConfig(string $target): void
    {
        // ruleid: php.security.insecure-file-permissions
        chmod($target, octdec('0777'));
        // ok: php.security.insecure-file-permissions
        chmod($target, octdec('0640'));
    }

    public function apply(string $target, int $mode): void
    {
        // ok: php.security.insecure-file-permissions
        chmod($target, $mode);
    }

    public function writable(string $target): void
    {
        $mode = 0666;
        // ruleid: php.security.insecure-file-permissions
        chmod(filename: $target, permissions: $mode);
    }
}

function current_umask(): int
{
    // ok: php.security.insecure-file-permissions
    $mask = umask(0);
    umask($mask);
    return $mask;
}

function run_worker(): void
{
    // ruleid: php.security.insecure-file-permissions
    umask(0);
    // ok: php.security.insecure-file-permissions
    umask(022);
}
