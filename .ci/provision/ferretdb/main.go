// Command ferretdb runs FerretDB 1.x embedded, for tests without Docker: on PostgreSQL when
// -postgresql-url is given (its filters run in PostgreSQL), on SQLite otherwise (where FerretDB
// filters every query but an _id lookup itself, scanning the collection).
// Embedding avoids the upstream binary's start-up panic over its missing version.txt.
package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dir := flag.String("dir", "./ferretdb-data", "directory for the SQLite databases")
	pgURL := flag.String("postgresql-url", "", "PostgreSQL connection string; SQLite in -dir when empty")
	flag.Parse()

	abs, err := filepath.Abs(*dir)
	if err != nil {
		log.Fatal(err)
	}
	if err = os.MkdirAll(abs, 0o755); err != nil {
		log.Fatal(err)
	}

	config := &ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	}
	if *pgURL != "" {
		config.Handler = "postgresql"
		config.PostgreSQLURL = *pgURL
	}
	f, err := ferretdb.New(config)
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log.Printf("ferretdb listening on %s, backend %s", *listen, config.Handler)
	f.Run(ctx)
}
