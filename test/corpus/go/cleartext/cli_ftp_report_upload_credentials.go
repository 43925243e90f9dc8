// corpus: CWE-319 vulnerable — the nightly report and the FTP login taken from the environment are sent over a plain ftp:// connection to a remote partner host.
package main

import (
	"fmt"
	"log"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"time"

	"github.com/jlaffaye/ftp"
)

const dropURL = "ftp://drop.acme-logistics.com:21/inbound"

type uploader struct {
	target *url.URL
	user   string
	pass   string
}

func newUploader() (*uploader, error) {
	u, err := url.Parse(dropURL)
	if err != nil {
		return nil, err
	}
	user, pass := os.Getenv("DROP_USER"), os.Getenv("DROP_PASSWORD")
	if user == "" || pass == "" {
		return nil, fmt.Errorf("DROP_USER and DROP_PASSWORD must be set")
	}
	return &uploader{target: u, user: user, pass: pass}, nil
}

func (u *uploader) push(localPath string) error {
	conn, err := ftp.Dial(u.target.Host, ftp.DialWithTimeout(15*time.Second))
	if err != nil {
		return fmt.Errorf("dial %s: %w", u.target.Host, err)
	}
	defer conn.Quit()

	if err := conn.Login(u.user, u.pass); err != nil {
		return fmt.Errorf("login: %w", err)
	}
	f, err := os.Open(localPath)
	if err != nil {
		return err
	}
	defer f.Close()
	return conn.Stor(path.Join(u.target.Path, filepath.Base(localPath)), f)
}

func todaysReport() string {
	return filepath.Join("/var/lib/reports", time.Now().Format("2006-01-02")+".csv")
}

func main() {
	up, err := newUploader()
	if err != nil {
		log.Fatal(err)
	}
	if err := up.push(todaysReport()); err != nil {
		log.Fatalf("upload failed: %v", err)
	}
	log.Println("report uploaded")
}
