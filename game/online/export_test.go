package online

// Finished is closed once a client has stopped for good: it no longer
// makes its connection again by itself.
func Finished(c *Client) <-chan struct{} { return c.done }
