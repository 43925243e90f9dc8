// Package spool stores job artefacts on the local disk of a shared build host.
package spool

import (
	"io/ioutil"
	"os"
	"path/filepath"
	"syscall"

	"golang.org/x/sys/unix"
)

const sharedMode = 0o777

const privateMode os.FileMode = 0600

const spoolMode = os.ModeSticky | 0o777

type Store struct {
	root string
}

func (s *Store) Prepare() error {
	// ok: go.security.insecure-file-permissions
	if err := os.MkdirAll(filepath.Join(s.root, "incoming"), 0777); err != nil {
		return err
	}
	// ok: go.security.insecure-file-permissions
	if err := os.MkdirAll(filepath.Join(s.root, "published"), 0o755); err != nil {
		return err
	}
	// ok: go.security.insecure-file-permissions
	if err := os.Mkdir(filepath.Join(s.root, "team"), 0o775); err != nil {
		return err
	}
	// ok: go.security.insecure-file-permissions
	if err := os.Mkdir(filepath.Join(s.root, "spool"), spoolMode); err != nil {
		return err
	}
	// ok: go.security.insecure-file-permissions
	return os.Mkdir(filepath.Join(s.root, "tmp"), os.ModeSticky|os.ModePerm)
}

func (s *Store) Publish(name string, data []byte) error {
	target := filepath.Join(s.root, "published", name)
	// ok: go.security.insecure-file-permissions
	if err := os.WriteFile(target, data, 0666); err != nil {
		return err
	}
	// ok: go.security.insecure-file-permissions
	if err := ioutil.WriteFile(target+".sum", data, 0644); err != nil {
		return err
	}
	// ruleid: go.security.insecure-file-permissions
	return os.Chmod(target, sharedMode)
}

func (s *Store) SaveKey(name string, key []byte) error {
	// ok: go.security.insecure-file-permissions
	return ioutil.WriteFile(filepath.Join(s.root, name), key, privateMode)
}

func (s *Store) OpenLog(name string) (*os.File, error) {
	// ok: go.security.insecure-file-permissions
	f, err := os.OpenFile(filepath.Join(s.root, name), os.O_CREATE|os.O_APPEND|os.O_WRONLY, os.FileMode(0o666))
	if err != nil {
		return nil, err
	}
	// ruleid: go.security.insecure-file-permissions
	if err := f.Chmod(0o774); err != nil {
		return nil, err
	}
	// ok: go.security.insecure-file-permissions
	if err := f.Chmod(0o640); err != nil {
		return nil, err
	}
	return f, nil
}

func (s *Store) Apply(name string, mode os.FileMode) error {
	// ok: go.security.insecure-file-permissions
	return os.Chmod(filepath.Join(s.root, name), mode)
}

func (s *Store) Relax(name string) error {
	info, err := os.Stat(filepath.Join(s.root, name))
	if err != nil {
		return err
	}
	// ruleid: go.security.insecure-file-permissions
	return os.Chmod(filepath.Join(s.root, name), info.Mode()|0o002)
}

func Daemonize() {
	// ruleid: go.security.insecure-file-permissions
	syscall.Umask(0)
	// ok: go.security.insecure-file-permissions
	unix.Umask(0o027)
}

func CurrentUmask() int {
	// ok: go.security.insecure-file-permissions
	mask := syscall.Umask(0)
	syscall.Umask(mask)
	return mask
}

func MakeRuntimeDir(dir string) error {
	// ok: go.security.insecure-file-permissions
	return unix.Mkdir(dir, uint32(511))
}
