// corpus: CWE-78 vulnerable — the --source and --name flags of the backup command are copied into an options struct and the Archiver joins them into a tar command line run through sh -c, so shell metacharacters in a flag run extra commands.
package cmd

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"
)

type backupOptions struct {
	source string
	name   string
	dest   string
}

type Archiver struct {
	shell   string
	timeout time.Duration
}

func NewArchiver() *Archiver {
	return &Archiver{shell: "/bin/sh", timeout: 30 * time.Minute}
}

func (a *Archiver) Archive(ctx context.Context, o backupOptions) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, a.timeout)
	defer cancel()
	target := filepath.Join(o.dest, o.name+".tar.gz")
	script := fmt.Sprintf("tar -czf %s -C %s . && sha256sum %s > %s.sha256", target, o.source, target, target)
	cmd := exec.CommandContext(ctx, a.shell, "-c", script)
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	return target, cmd.Run()
}

func newBackupCommand(archiver *Archiver) *cobra.Command {
	opts := backupOptions{}
	cmd := &cobra.Command{
		Use:   "backup",
		Short: "Archive a data directory into the backup folder",
		RunE: func(cmd *cobra.Command, args []string) error {
			path, err := archiver.Archive(cmd.Context(), opts)
			if err != nil {
				return fmt.Errorf("backup failed: %w", err)
			}
			fmt.Fprintln(cmd.OutOrStdout(), "wrote", path)
			return nil
		},
	}
	cmd.Flags().StringVar(&opts.source, "source", "/var/lib/app", "directory to archive")
	cmd.Flags().StringVar(&opts.name, "name", "nightly", "archive name")
	cmd.Flags().StringVar(&opts.dest, "dest", "/srv/backups", "destination folder")
	return cmd
}

func Execute() {
	root := &cobra.Command{Use: "opsctl"}
	root.AddCommand(newBackupCommand(NewArchiver()))
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
